import { useShell } from '../../../lib/use-shell.ts';
import { phoneHref, shopPhones } from './contact-links.ts';

/** The shop's phones as call links, each in its own list item. */
export function PhoneLinks({ className, linkClassName }: { className?: string; linkClassName?: string }) {
  const { variables } = useShell();
  const phones = shopPhones(variables);
  if (!phones.length) return null;
  return (
    <ul className={className}>
      {phones.map((phone) => (
        <li key={phone}>
          <a className={linkClassName} href={phoneHref(phone)}>
            {phone}
          </a>
        </li>
      ))}
    </ul>
  );
}
