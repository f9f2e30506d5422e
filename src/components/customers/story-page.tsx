import type * as React from 'react';
import { Breadcrumb, type BreadcrumbStep } from '@/components/ui/breadcrumb';
import { buttonVariants } from '@/components/ui/button';
import type { CustomerStory } from '@/lib/customers';
import { SampleNotice } from './sample-notice';

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-3">
      <dt className="shrink-0 font-bold">{term}</dt>
      <dd className="text-right text-muted-foreground">{children}</dd>
    </div>
  );
}

// 44 px tall: products listed one under another are each a tap target of their own.
const factLink = 'inline-flex min-h-11 items-center text-primary underline underline-offset-2';

/**
 * A customer story's page below the header: trail and headline, the figures, the owner's words, the
 * story (`children`), and what the hotel uses.
 */
export function StoryPage({
  story,
  steps,
  children,
}: {
  story: CustomerStory;
  /** The breadcrumb trail, as given to the structured data. */
  steps: BreadcrumbStep[];
  children: React.ReactNode;
}) {
  return (
    <article aria-labelledby="page-heading">
      <header className="bg-secondary">
        <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 md:py-16">
          <Breadcrumb steps={steps} />
          {story.sample && <SampleNotice className="mt-6" />}
          <p className="mt-6 font-bold text-primary">
            {story.hotel} · {story.city}
          </p>
          <h1 id="page-heading" className="mt-2 text-3xl font-bold tracking-tight md:text-5xl">
            {story.title}
          </h1>
          <p className="mt-4 max-w-3xl text-lg text-muted-foreground">{story.summary}</p>
        </div>
      </header>

      <div className="mx-auto max-w-5xl px-4 py-16 sm:px-6">
        <section aria-labelledby="results-heading">
          <h2 id="results-heading" className="text-2xl font-bold">
            Kết quả
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-3">
            {story.figures.map((figure) => (
              <li key={figure.label} className="rounded-xl bg-muted p-6">
                <p className="text-3xl font-bold text-primary">{figure.value}</p>
                <p className="mt-2">{figure.label}</p>
                <p className="mt-1 text-sm text-muted-foreground">{figure.period}</p>
              </li>
            ))}
          </ul>
        </section>

        <figure className="mt-12 rounded-xl bg-primary p-8 text-primary-foreground">
          <blockquote className="text-xl">“{story.quote}”</blockquote>
          <figcaption className="mt-4 font-bold">
            {story.owner.name}, {story.owner.role}, {story.hotel}
          </figcaption>
        </figure>

        <div className="mt-12 grid gap-12 lg:grid-cols-3">
          <div className="prose max-w-none prose-brand lg:col-span-2">{children}</div>
          <aside aria-labelledby="facts-heading">
            <h2 id="facts-heading" className="text-xl font-bold">
              Khách sạn và giải pháp
            </h2>
            <dl className="mt-4 divide-y divide-border border-y border-border">
              <Fact term="Địa điểm">{story.city}</Fact>
              <Fact term="Số phòng">{story.rooms}</Fact>
              <Fact term="Phần mềm">
                <a href="/#pricing" className={factLink}>
                  {story.planName}
                </a>
              </Fact>
              {story.products.length > 0 && (
                <Fact term="Thiết bị">
                  <ul>
                    {story.products.map((product) => (
                      <li key={product.href}>
                        <a href={product.href} className={factLink}>
                          {product.label}
                        </a>
                      </li>
                    ))}
                  </ul>
                </Fact>
              )}
            </dl>
          </aside>
        </div>

        <div className="mt-12 flex flex-wrap gap-3">
          <a href="/#contact" className={buttonVariants({ size: 'lg' })}>
            Dùng thử miễn phí 15 ngày
          </a>
          <a href="/khach-hang" className={buttonVariants({ size: 'lg', variant: 'outline' })}>
            Xem các câu chuyện khác
          </a>
        </div>
      </div>
    </article>
  );
}
