import type { Seminar } from '@shop/contracts/seminars';
import { DialogFrame } from '../../dialogs/dialog-frame.tsx';
import { VideoEmbed } from '../content/video-embed.tsx';
import styles from './seminars.module.css';

/** Seminar video (1440): the recording, whose player loads only when the visitor presses play (as the blog's videos). */
export default function SeminarVideoDialog({ seminar }: { seminar: Seminar }) {
  if (!seminar.videoUrl) return null;
  return (
    <DialogFrame title={seminar.title}>
      <div className={styles.video}>
        <VideoEmbed video={{ url: seminar.videoUrl, type: 'default' }} poster={null} title={seminar.title} sizes="(min-width: 1440px) 1400px, 100vw" />
      </div>
    </DialogFrame>
  );
}
