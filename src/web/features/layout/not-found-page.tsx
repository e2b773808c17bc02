import { NotFoundContent } from './not-found-content';

/** Route module for `*` (react-router lazy convention): 'Oops! Page not found'. */
export function Component() {
  return <NotFoundContent />;
}
