import { useToolForm } from '@/lib/use-tool-form';
import { brandProfileFields, emptyBrandForm } from './form-state';

/** The brand form's check (zod and the route's schema), loaded by its first change or submit. */
const loadCheck = async () => (await import('./validate')).validateBrandForm;

/** The brand form's state, kept by the flow so every step (and 'Try again') finds the entries. */
export const useBrandForm = () => useToolForm(emptyBrandForm, loadCheck, 'brand-roast', brandProfileFields);

export type BrandFormState = ReturnType<typeof useBrandForm>;
