import styles from './payment-icons.module.css';

/**
 * Accepted payment methods as small badges. Each badge is an image with the method's name, so a
 * screen reader announces "Visa, Mastercard, Apple Pay, Google Pay".
 */
export function PaymentIcons({ label }: { label: string }) {
  return (
    <ul className={styles.list} aria-label={label}>
      <li>
        <svg className={styles.badge} viewBox="0 0 56 36" role="img" aria-label="Visa">
          <rect className={styles.plate} width="56" height="36" rx="6" />
          <text className={styles.visa} x="28" y="23.5" textAnchor="middle">
            VISA
          </text>
        </svg>
      </li>
      <li>
        <svg className={styles.badge} viewBox="0 0 56 36" role="img" aria-label="Mastercard">
          <rect className={styles.plate} width="56" height="36" rx="6" />
          <circle className={styles.mcRed} cx="23" cy="18" r="9" />
          <circle className={styles.mcYellow} cx="33" cy="18" r="9" />
          <path className={styles.mcOverlap} d="M28 10.5a9 9 0 0 1 0 15 9 9 0 0 1 0-15Z" />
        </svg>
      </li>
      <li>
        <svg className={styles.badge} viewBox="0 0 56 36" role="img" aria-label="Apple Pay">
          <rect className={styles.plate} width="56" height="36" rx="6" />
          <path
            className={styles.dark}
            d="M17.1 13.6c.6-.8 1-1.8.9-2.8-.9 0-2 .6-2.6 1.4-.6.6-1 1.7-.9 2.7 1 .1 2-.5 2.6-1.3Zm.9 1.5c-1.4-.1-2.6.8-3.3.8-.7 0-1.7-.8-2.8-.7-1.5 0-2.8.8-3.5 2.1-1.5 2.6-.4 6.4 1.1 8.5.7 1 1.5 2.2 2.6 2.1 1-.1 1.4-.7 2.7-.7 1.2 0 1.6.7 2.7.6 1.1 0 1.8-1 2.5-2.1.8-1.2 1.1-2.3 1.1-2.4 0 0-2.2-.9-2.2-3.4 0-2.1 1.7-3.1 1.8-3.2-1-1.4-2.5-1.6-2.7-1.6Z"
          />
          <text className={styles.payText} x="23" y="23.2">
            Pay
          </text>
        </svg>
      </li>
      <li>
        <svg className={styles.badge} viewBox="0 0 56 36" role="img" aria-label="Google Pay">
          <rect className={styles.plate} width="56" height="36" rx="6" />
          <g fill="none" strokeWidth="2.4">
            <path className={styles.gBlue} d="M15.6 18h4.9a5.5 5.5 0 0 1-1.6 3.9" />
            <path className={styles.gGreen} d="M18.9 21.9a5.5 5.5 0 0 1-8.7-1.2" />
            <path className={styles.gYellow} d="M10.2 20.7a5.5 5.5 0 0 1 0-5.4" />
            <path className={styles.gRed} d="M10.2 15.3a5.5 5.5 0 0 1 8.7-1.2" />
          </g>
          <text className={styles.payTextGrey} x="24" y="23.2">
            Pay
          </text>
        </svg>
      </li>
    </ul>
  );
}
