import { data } from 'react-router';

/** Catch-all: any path no other route claims renders the not-found page with status 404. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
