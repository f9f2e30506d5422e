import { Icon } from '@/components/ui/icon';
import type * as React from 'react';
import { buttonVariants } from '@/components/ui/button';
import { CheckList } from '@/components/ui/check-list';
import type { Product } from '@/lib/products';
import { productQuoteHref } from '@/lib/quote/quote-input';
import { ProductImage } from './product-image';
import { ProductPrice } from './product-price';
import { ProductTerms } from './product-terms';

const backLink = (
  <a href="/san-pham" className="inline-flex min-h-11 items-center gap-2 font-bold text-primary hover:underline">
    ← Quay lại danh sách sản phẩm
  </a>
);

/** A product's page below the header: hero, description (`children`), features, specs, integration, call to action. */
export function ProductDetail({ product, children }: { product: Product; children: React.ReactNode }) {
  return (
    <article aria-labelledby="page-heading">
      <header className="bg-secondary">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 md:py-16">
          <div>
            {backLink}
            <h1 id="page-heading" className="mt-4 text-3xl font-bold tracking-tight md:text-5xl">
              {product.name}
            </h1>
            <p className="mt-4 text-lg text-muted-foreground">{product.tagline}</p>
            <ProductPrice quote={product.quote} />
            <a href={productQuoteHref(product.quote.param)} className={`${buttonVariants({ size: 'lg' })} mt-6`}>
              Nhận báo giá
            </a>
          </div>
          <ProductImage
            image={product.image}
            alt={product.imageAlt}
            sizes="(min-width: 80rem) 36rem, (min-width: 48rem) 50vw, 100vw"
            eager
            className="shadow-lg"
          />
        </div>
      </header>

      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 lg:grid-cols-3">
        <section aria-labelledby="description-heading" className="lg:col-span-2">
          <h2 id="description-heading" className="text-2xl font-bold">
            Giới thiệu sản phẩm
          </h2>
          <div className="prose mt-4 max-w-none prose-brand">{children}</div>
          <h2 className="mt-12 text-2xl font-bold">Tính năng chính</h2>
          <CheckList items={product.features} className="mt-4" />
        </section>
        <section aria-labelledby="specs-heading">
          <h2 id="specs-heading" className="text-2xl font-bold">
            Thông số kỹ thuật
          </h2>
          <table className="mt-4 w-full text-left text-sm">
            <caption className="sr-only">Thông số kỹ thuật của {product.name}</caption>
            <tbody className="divide-y divide-border">
              {product.specs.map((spec, index) => (
                <tr key={index}>
                  <th scope="row" className="py-3 pr-4 align-top font-bold">
                    {spec.label}
                  </th>
                  <td className="py-3 text-muted-foreground">{spec.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <ProductTerms product={product} />
        </section>
      </div>

      <section aria-labelledby="integration-heading" className="bg-muted">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
          <h2 id="integration-heading" className="flex items-center gap-3 text-2xl font-bold">
            <Icon name="link" className="size-6 text-primary" /> {product.integration.title}
          </h2>
          <p className="mt-4 max-w-3xl text-muted-foreground">{product.integration.intro}</p>
          <ol className="mt-8 grid gap-4 md:grid-cols-3">
            {product.integration.points.map((point, index) => (
              <li key={index} className="rounded-xl bg-background p-6 shadow-sm">
                <span
                  aria-hidden="true"
                  className="grid size-9 place-items-center rounded-full bg-primary font-bold text-primary-foreground"
                >
                  {index + 1}
                </span>
                <p className="mt-3">{point}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="cta-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <div className="rounded-xl bg-primary p-8 text-primary-foreground md:flex md:items-center md:justify-between md:gap-8">
          <div>
            <h2 id="cta-heading" className="text-2xl font-bold">
              Anh/chị cần báo giá cho khách sạn?
            </h2>
            <p className="mt-2">
              Gửi số phòng và nhu cầu, chúng tôi báo giá trọn gói thiết bị và lắp đặt trong 24 giờ.
            </p>
          </div>
          <a href="/contact" className={`${buttonVariants({ variant: 'secondary', size: 'lg' })} mt-6 md:mt-0`}>
            Liên hệ tư vấn
          </a>
        </div>
        <p className="mt-10">{backLink}</p>
      </section>
    </article>
  );
}
