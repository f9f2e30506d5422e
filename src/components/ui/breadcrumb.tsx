import { cn } from '@/lib/cn';

/** A step of a breadcrumb trail: a page's name and path. */
export interface BreadcrumbStep {
  name: string;
  path: string;
}

/**
 * The visible trail 'Trang chủ / … / this page'. `steps` leave out the home page and end with the
 * current page (not a link), the same steps `breadcrumbData` describes to search engines.
 */
export function Breadcrumb({ steps, className }: { steps: BreadcrumbStep[]; className?: string }) {
  const links = [{ name: 'Trang chủ', path: '/' }, ...steps.slice(0, -1)];
  return (
    <nav aria-label="Đường dẫn" data-slot="breadcrumb" className={cn('text-sm text-muted-foreground', className)}>
      <ol className="flex flex-wrap items-center gap-2 [&>li+li]:before:pr-2 [&>li+li]:before:content-['/']">
        {links.map((step) => (
          <li key={step.path}>
            <a href={step.path} className="hover:underline">
              {step.name}
            </a>
          </li>
        ))}
        <li aria-current="page" className="text-foreground">
          {steps.at(-1)?.name}
        </li>
      </ol>
    </nav>
  );
}
