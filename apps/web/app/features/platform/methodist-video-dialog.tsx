import { useEffect, useState } from 'react';
import { DialogFrame } from '../../dialogs/dialog-frame.tsx';
import { closeDialog } from '../../dialogs/dialog-store.ts';
import { watchVideoEnd } from '../content/video-end.ts';
import { embedUrl } from '../content/youtube.ts';
import videoStyles from '../content/video-embed.module.css';

export interface MethodistVideoDialogProps {
  url: string;
  title: string;
}

/**
 * The methodist's video (SPEC §2, 960): opened by the visitor's click, so the player loads only then
 * and starts at once; it closes by itself when the video ends (SPEC §4).
 */
export default function MethodistVideoDialog({ url, title }: MethodistVideoDialogProps) {
  // The dialog's body mounts in a portal after the dialog itself: the player is watched once it is there.
  const [frame, setFrame] = useState<HTMLIFrameElement | null>(null);
  const src = embedUrl({ url, type: 'default' });

  useEffect(() => (frame ? watchVideoEnd(frame, closeDialog) : undefined), [frame]);

  return (
    <DialogFrame title={title}>
      <div className={videoStyles.frame} data-testid="methodist-video">
        {src ? (
          <iframe ref={setFrame} className={videoStyles.player} src={src} title={title} allow="autoplay; encrypted-media; picture-in-picture; fullscreen" allowFullScreen />
        ) : (
          <a href={url} target="_blank" rel="noopener noreferrer">
            {title}
          </a>
        )}
      </div>
    </DialogFrame>
  );
}
