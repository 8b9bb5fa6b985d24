import { ForbiddenPage } from '@/components/error-page';

export function Component() {
  return <ForbiddenPage />;
}
