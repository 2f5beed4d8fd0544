import { useState } from 'react';
import type { Image } from '@shop/contracts/catalog';
import type { VideoLink } from '@shop/contracts/content-blocks';
import { ResponsiveImage } from '../../components/ui/responsive-image.tsx';
import { useTranslation } from '../../i18n/translation-context.tsx';
import { embedUrl, isPortrait } from './youtube.ts';
import styles from './video-embed.module.css';

interface VideoEmbedProps {
  video: VideoLink;
  poster: Image | null;
  title: string;
  sizes?: string;
  priority?: boolean;
}

/**
 * A video that shows only its poster until the visitor asks for it: the YouTube player (and its
 * scripts) is loaded on click, so pages with videos stay fast. Without JavaScript, or for a link
 * that is not YouTube, the poster links to the video itself.
 */
export function VideoEmbed({ video, poster, title, sizes = '(min-width: 1024px) 800px, 100vw', priority = false }: VideoEmbedProps) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState(false);
  const src = embedUrl(video);
  const frameClass = `${styles.frame} ${isPortrait(video) ? styles.portrait : ''}`;
  if (playing && src) {
    return (
      <div className={frameClass}>
        <iframe
          className={styles.player}
          src={src}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
        />
      </div>
    );
  }
  return (
    <div className={frameClass}>
      <ResponsiveImage image={poster} alt="" sizes={sizes} priority={priority} className={styles.poster} />
      <a
        href={video.url}
        className={styles.play}
        target="_blank"
        rel="noopener noreferrer"
        data-video-play=""
        onClick={(event) => {
          if (!src) return;
          event.preventDefault();
          setPlaying(true);
        }}
      >
        <span className={styles.playIcon} aria-hidden="true" />
        <span className="visually-hidden">{t('blog.playVideo', { title })}</span>
      </a>
    </div>
  );
}
