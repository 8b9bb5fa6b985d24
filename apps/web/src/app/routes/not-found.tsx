import { NotFoundPage } from '@/components/error-page';

export function Component() {
  return <NotFoundPage />;
}
