import type { SVGProps } from 'react';

/**
 * Social network and messenger marks, simplified and drawn in the current colour so that they sit
 * quietly in the header and footer. Decorative: the link around each one names the network.
 */
type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

function Mark({ size = 20, children, ...rest }: IconProps & { children: React.ReactNode }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" {...rest}>
      {children}
    </svg>
  );
}

export const FacebookIcon = (p: IconProps) => (
  <Mark {...p}>
    <path
      fill="currentColor"
      d="M13.4 21v-7.6h2.6l.4-3h-3V8.5c0-.9.3-1.5 1.6-1.5h1.6V4.3A21 21 0 0 0 14.2 4c-2.3 0-3.9 1.4-3.9 4v2.4H7.7v3h2.6V21h3.1Z"
    />
  </Mark>
);

export const InstagramIcon = (p: IconProps) => (
  <Mark {...p}>
    <g fill="none" stroke="currentColor" strokeWidth="1.7">
      <rect x="3.75" y="3.75" width="16.5" height="16.5" rx="4.75" />
      <circle cx="12" cy="12" r="3.9" />
    </g>
    <circle cx="17.1" cy="6.9" r="1.1" fill="currentColor" />
  </Mark>
);

export const YoutubeIcon = (p: IconProps) => (
  <Mark {...p}>
    <path
      fill="currentColor"
      fillRule="evenodd"
      d="M21.2 7.7a2.5 2.5 0 0 0-1.7-1.8C18 5.5 12 5.5 12 5.5s-6 0-7.5.4a2.5 2.5 0 0 0-1.7 1.8A26 26 0 0 0 2.4 12c0 1.5.1 2.9.4 4.3a2.5 2.5 0 0 0 1.7 1.8c1.5.4 7.5.4 7.5.4s6 0 7.5-.4a2.5 2.5 0 0 0 1.7-1.8c.3-1.4.4-2.8.4-4.3 0-1.5-.1-2.9-.4-4.3ZM10 14.9V9.1l5 2.9-5 2.9Z"
    />
  </Mark>
);

export const TelegramIcon = (p: IconProps) => (
  <Mark {...p}>
    <path
      fill="currentColor"
      d="M20.6 4.3 2.9 11.1c-1.2.5-1.2 1.2-.2 1.5l4.5 1.4 1.7 5.3c.2.6.4.8.9.8.4 0 .6-.2.9-.5l2.2-2.1 4.6 3.4c.8.5 1.5.2 1.7-.8l3-14.2c.3-1.3-.5-1.9-1.6-1.6ZM8.4 13.6l9.6-6.1c.5-.3.9-.1.5.2l-8 7.3-.3 3.3-1.8-4.7Z"
    />
  </Mark>
);

export const ViberIcon = (p: IconProps) => (
  <Mark {...p}>
    <g fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
      <path d="M12 3.2c4.9 0 8.3 2 8.3 7.6 0 5.4-3.4 7.5-8.3 7.5-.8 0-1.6 0-2.3-.2L6.5 20.8v-3.5c-2-1.3-2.8-3.4-2.8-6.5 0-5.6 3.4-7.6 8.3-7.6Z" />
      <path d="M9.4 7.6c.3-.3.8-.3 1 .1l.7 1.2c.2.4.1.8-.2 1l-.4.3c.4 1 1.2 1.8 2.2 2.3l.3-.4c.3-.3.7-.4 1-.2l1.3.7c.4.2.4.7.1 1l-.5.5c-.5.5-1.3.6-2 .3a7.3 7.3 0 0 1-4-4c-.3-.7-.2-1.5.3-2l.3-.4Z" />
    </g>
  </Mark>
);
