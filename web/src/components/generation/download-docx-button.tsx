import { useState } from 'react';
import { Download } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { markDemoList, type Demo } from '@/lib/demo-output';
import { downloadListDocument } from '@/lib/download';
import type { ListDocument } from '@/lib/list-document';

type Built = { list: ListDocument; fileName: string | Promise<string> };

interface DownloadDocxButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** The document to build when clicked (what builds it may load then), or undefined when there is nothing to download. */
  document: () => Built | undefined | Promise<Built | undefined>;
  /** The answer came from the demo generator: the document says so under its title. */
  demo: Demo;
  /** A `DocumentLoadError` when the builder could not be loaded, else the build error. */
  onFailure: (error: unknown) => void;
}

/** 'Download DOCX': builds a list document in the browser (docx loaded on first use) and saves it. */
export function DownloadDocxButton({
  document,
  demo,
  onFailure,
  disabled,
  ...props
}: DownloadDocxButtonProps) {
  const [downloading, setDownloading] = useState(false);
  async function download() {
    setDownloading(true);
    try {
      const built = await document();
      if (built) await downloadListDocument(markDemoList(built.list, demo), await built.fileName);
    } catch (err) {
      onFailure(err);
    } finally {
      setDownloading(false);
    }
  }
  return (
    <Button size="sm" {...props} disabled={disabled || downloading} onClick={download}>
      <Download aria-hidden="true" /> {downloading ? 'Downloading...' : 'Download DOCX'}
    </Button>
  );
}
