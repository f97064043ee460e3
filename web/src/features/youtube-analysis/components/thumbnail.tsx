import { useState } from 'react';
import { MonitorPlay } from 'lucide-react';

/** A video's thumbnail (decorative: the title names the video); a plain tile if the image fails. */
export function Thumbnail({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <div className="flex aspect-video w-full items-center justify-center bg-slate-200 text-slate-500">
        <MonitorPlay className="size-10" aria-hidden="true" />
      </div>
    );
  }
  return (
    <img
      src={src}
      alt=""
      width={320}
      height={180}
      loading="lazy"
      referrerPolicy="no-referrer"
      onError={() => setFailed(true)}
      className="aspect-video w-full bg-slate-200 object-cover"
    />
  );
}
