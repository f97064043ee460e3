import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. Nothing is merged: a component never gets a class meant to override one of its own
 * (it offers a prop choosing between variants instead), so joining renders what merging did, without the
 * 10 KB (gzip) of tailwind-merge on every page.
 */
export const cn = (...inputs: ClassValue[]): string => clsx(inputs);
