import { toast } from '@/lib/toast';

/** docs/product.md#tool-pages (headlines): the clipboard refused; the list tools share it. */
export const copyFailedToast = () =>
  toast.error('Copy failed', { description: 'Could not copy text to clipboard.' });

/** docs/product.md#tool-pages (headlines): the Word document could not be built; the list tools share it. */
export const downloadFailedToast = () =>
  toast.error('Download failed', { description: 'Could not generate the document for download.' });
