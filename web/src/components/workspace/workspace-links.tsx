import { Link } from 'react-router-dom';
import { History } from 'lucide-react';
import { paths } from '@/config/paths';
import { buttonVariants } from '@/components/ui/button';
import { ProfileButton } from './profile-button';

/** On every tool page: the 'Your business' panel and the 'Recent results' page. */
export function WorkspaceLinks() {
  return (
    <div className="mt-4 flex flex-wrap gap-2">
      <ProfileButton variant="outline" />
      <Link to={paths.recentResults} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
        <History aria-hidden="true" /> Recent results
      </Link>
    </div>
  );
}
