import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronRightIcon } from '../../components/ui/icons.tsx';
import styles from './home-section.module.css';

interface HomeSectionProps {
  title: string;
  /** "See all" link under the heading: a site path in the page's language, or an external URL. */
  more?: { href: string; label: string; external?: boolean };
  /** Extra controls at the end of the heading row (carousel arrows). */
  controls?: ReactNode;
  children: ReactNode;
}

/** One block of the home page: a heading row with its "see all" link and controls, then the content. */
export function HomeSection({ title, more, controls, children }: HomeSectionProps) {
  const headingId = useId();
  const moreContent = (
    <>
      {more?.label}
      <ChevronRightIcon size={16} />
    </>
  );
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        {more ? (
          more.external ? (
            <a className={styles.more} href={more.href} rel="noopener" target="_blank">
              {moreContent}
            </a>
          ) : (
            <Link className={styles.more} to={more.href}>
              {moreContent}
            </Link>
          )
        ) : null}
        {controls ? <div className={styles.controls}>{controls}</div> : null}
      </div>
      {children}
    </section>
  );
}
