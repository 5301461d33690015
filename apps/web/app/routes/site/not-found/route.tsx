import { data } from 'react-router';
import { ErrorScreen } from '../../../components/layout/ErrorScreen.tsx';

/** `/404` and every path no route claims: the not-found page with a real 404 status. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return <ErrorScreen status={404} />;
}
