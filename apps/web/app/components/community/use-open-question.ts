import { useLocation } from 'react-router';

/**
 * The page's address with and without the open question (`?open={id}`): `back` is where closing the question and
 * the open's form return, `openTo(id)` asks about one card, `asked` is the id asked about (or null).
 */
export function useOpenQuestion() {
  const { pathname, search } = useLocation();
  const query = new URLSearchParams(search);
  const asked = Number(query.get('open'));
  query.delete('open');
  const rest = query.toString();
  const back = rest ? `${pathname}?${rest}` : pathname;
  const openTo = (id: number) => {
    const withQuestion = new URLSearchParams(rest);
    withQuestion.set('open', String(id));
    return `${pathname}?${withQuestion}`;
  };
  return { back, openTo, asked: Number.isInteger(asked) && asked > 0 ? asked : null };
}
