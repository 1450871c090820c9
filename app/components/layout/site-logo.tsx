import { Link } from 'react-router';
import { Sprout } from '~/components/ui/icons';
import { cn } from '~/utils/cn';

/** The logo: the sprout badge and the site's name, linking home (header, focused checkout, footer). */
export function SiteLogo({ name, className, badgeClassName }: { name: string; className?: string; badgeClassName?: string }) {
  return (
    <Link to="/" className={cn('inline-flex items-center gap-2 font-serif text-xl font-bold', className)}>
      <span className={cn('inline-flex size-9 items-center justify-center rounded-full text-white', badgeClassName)}>
        <Sprout aria-hidden="true" className="size-5" />
      </span>
      <span>{name}</span>
    </Link>
  );
}
