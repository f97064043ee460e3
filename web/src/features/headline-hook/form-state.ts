import type { HeadlineBody } from '@lambdas/headline-hook/contract';
import { tones, type Tone } from '@lambdas/shared/contracts/tones';
import {
  contentTypeLabels,
  hookStyleLabels,
  triggerLabels,
  type EmotionalTrigger,
  type GenerationMode,
  type HeadlineContentType,
  type HookStyle,
} from '@lambdas/headline-hook/fields';
import { tool } from './tool';
import type { SharedFields } from '@/lib/workspace/use-profile-prefill';
import { askedLanguage } from '@/lib/output-language';

/** What the visitor edits. One benefit field and one trigger field serve both tabs (docs/product.md#headlines-and-hooks). */
export interface HeadlineForm {
  mode: GenerationMode;
  topic: string;
  audience: string;
  contentType: HeadlineContentType;
  /** The key benefit on the headlines tab, the main problem on the hooks tab. */
  keyBenefit: string;
  /** The emotional trigger on the headlines tab, the hook style on the hooks tab. */
  trigger: EmotionalTrigger | HookStyle;
  tone: Tone;
  /** Blank until the profile or the browser's language fills it. */
  outputLanguage: string;
}

export type HeadlineFormErrors = Partial<Record<keyof HeadlineForm, string>>;

export const defaultTrigger: Record<GenerationMode, EmotionalTrigger | HookStyle> = {
  headlines: 'curiosity',
  hooks: 'question',
};

export const defaultHeadlineForm: HeadlineForm = {
  mode: 'headlines',
  topic: '',
  audience: '',
  contentType: 'blog-post',
  keyBenefit: '',
  trigger: defaultTrigger.headlines,
  tone: 'professional',
  outputLanguage: '',
};

/** The fields the business profile pre-fills. */
export const headlineProfileFields: SharedFields<HeadlineForm> = tool.profile;

const optionsOf = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

export const contentTypeOptions = optionsOf(contentTypeLabels);
export const triggerOptions: Record<GenerationMode, { value: string; label: string }[]> = {
  headlines: optionsOf(triggerLabels),
  hooks: optionsOf(hookStyleLabels),
};
export const toneOptions = tones.map((tone) => ({ value: tone, label: titleCased(tone) }));

function titleCased(tone: Tone): string {
  return tone.charAt(0).toUpperCase() + tone.slice(1);
}

/** Switching tabs keeps the trigger only if the new tab offers it, else resets it to that tab's default. */
export function switchMode(form: HeadlineForm, mode: GenerationMode): HeadlineForm {
  const offered = triggerOptions[mode].some((option) => option.value === form.trigger);
  return { ...form, mode, trigger: offered ? form.trigger : defaultTrigger[mode] };
}

/** The request body of docs/product.md#headlines-and-hooks: display labels and a title-cased tone for headlines. */
export function toRequestBody(form: HeadlineForm): HeadlineBody {
  const common = {
    contentTopic: form.topic,
    targetAudience: form.audience,
    ...askedLanguage(form.outputLanguage),
  };
  if (form.mode === 'hooks') {
    return {
      mode: 'hooks',
      ...common,
      mainProblem: form.keyBenefit,
      hookStyle: form.trigger as HookStyle,
      tone: form.tone,
    };
  }
  return {
    mode: 'headlines',
    ...common,
    contentType: contentTypeLabels[form.contentType],
    keyBenefit: form.keyBenefit,
    emotionalTrigger: triggerLabels[form.trigger as EmotionalTrigger],
    tone: titleCased(form.tone),
  };
}
