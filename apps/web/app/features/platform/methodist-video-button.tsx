import { openDialog } from '../../dialogs/dialog-store.ts';
import { useTranslation } from '../../i18n/translation-context.tsx';
import videoStyles from '../content/video-embed.module.css';
import styles from './platform.module.css';

/**
 * The webinar's recording as its poster and a play button: the methodist video dialog, and with it
 * the YouTube player, loads only when pressed (as the blog's videos). Without JavaScript the
 * button is a link to the video itself.
 */
export function MethodistVideoButton({ url, title, poster }: { url: string; title: string; poster: string | null }) {
  const { t } = useTranslation();
  return (
    <div className={videoStyles.frame}>
      {poster ? <img className={styles.poster} src={poster} alt="" width={800} height={450} /> : null}
      <a
        href={url}
        className={videoStyles.play}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="methodist-video-play"
        onClick={(event) => {
          event.preventDefault();
          openDialog('methodist-video', { url, title }, { returnFocusTo: event.currentTarget });
        }}
      >
        <span className={videoStyles.playIcon} aria-hidden="true" />
        <span className="visually-hidden">{t('blog.playVideo', { title })}</span>
      </a>
    </div>
  );
}
