import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { RadioCards } from '@/components/ui/radio-cards';
import { Select } from '@/components/ui/select';
import type { ProfileMark } from '@/lib/workspace/use-profile-prefill';
import type { PostForm, PostFormErrors, SetField } from '../form-state';
import { goalOptions, lengthOptions, styleOptions, type postTabs } from '../options';
import { CtaFields } from './cta-fields';

interface PostFieldsProps {
  tab: (typeof postTabs)[number];
  form: PostForm;
  errors: PostFormErrors;
  set: SetField;
  /** The business profile's mark on the industry insight. */
  insightMark?: ProfileMark | undefined;
}

/** One tab's fields: the shared ones, plus the experience (story) or value points and link (promotion). */
export function PostFields({ tab, form, errors, set, insightMark }: PostFieldsProps) {
  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-slate-600">{tab.description}</p>
      <FormField label="Topic" error={errors.topic} required>
        <Input
          value={form.topic}
          onChange={(e) => set('topic')(e.target.value)}
          placeholder="e.g. Why small bakeries should email their regulars"
        />
      </FormField>
      {tab.value === 'story' && (
        <FormField
          label="Your experience"
          error={errors.experience}
          hint="What happened, what was at stake and what you learned. The post keeps to these facts."
          required
        >
          <Textarea rows={4} value={form.experience} onChange={(e) => set('experience')(e.target.value)} />
        </FormField>
      )}
      {tab.value === 'promotion' && (
        <>
          <FormField
            label="Key value points"
            error={errors.valuePoints}
            hint="What readers get from the content, one point per line."
            required
          >
            <Textarea
              rows={3}
              value={form.valuePoints}
              onChange={(e) => set('valuePoints')(e.target.value)}
              placeholder={'Three pricing models compared\nA worksheet to set your rates'}
            />
          </FormField>
          <FormField label="Content link" error={errors.contentLink} required>
            <Input
              type="url"
              inputMode="url"
              value={form.contentLink}
              onChange={(e) => set('contentLink')(e.target.value)}
              placeholder="https://yoursite.com/guide"
            />
          </FormField>
        </>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={tab.styleLabel} error={errors.personalStyle}>
          <Select
            options={styleOptions(tab.value)}
            value={form.personalStyle}
            onChange={(e) => set('personalStyle')(e.target.value as PostForm['personalStyle'])}
          />
        </FormField>
        <FormField label="Goal" error={errors.goal}>
          <Select
            options={goalOptions}
            value={form.goal}
            onChange={(e) => set('goal')(e.target.value as PostForm['goal'])}
          />
        </FormField>
      </div>
      <FormField
        label="Industry insight (optional)"
        error={errors.industryInsight}
        hint="A trend, number or opinion from your field to weave in."
        {...(insightMark ? { profile: insightMark } : {})}
      >
        <Textarea
          rows={2}
          value={form.industryInsight}
          onChange={(e) => set('industryInsight')(e.target.value)}
        />
      </FormField>
      <CtaFields form={form} errors={errors} set={set} />
      <RadioCards
        label="Post length"
        value={form.postLength}
        onChange={set('postLength')}
        options={lengthOptions}
        columns="three"
      />
    </div>
  );
}
