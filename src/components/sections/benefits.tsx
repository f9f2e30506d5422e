import { Icon } from '@/components/ui/icon';
import { benefits, trust } from '@/content/landing/benefits';
import { LandingSection } from './landing-section';

function Stars({ rating }: { rating: number }) {
  return (
    <span role="img" aria-label={`${rating}/5 sao`} className="flex gap-1 text-accent-foreground">
      {Array.from({ length: 5 }, (_, index) => (
        <Icon name="star" key={index} className="size-5" />
      ))}
    </span>
  );
}

/** '#benefits': what hotels gain, and why they can believe it. */
export function Benefits() {
  return (
    <LandingSection
      id="benefits"
      title="Lợi ích cho khách sạn của anh/chị"
      intro="Những thay đổi khách sạn nhận thấy sau khi dùng phần mềm."
      className="bg-muted"
    >
      <div className="grid gap-8 lg:grid-cols-3">
        <ul className="grid gap-6 sm:grid-cols-2 lg:col-span-2">
          {benefits.map((benefit) => (
            <li key={benefit.title} className="rounded-xl bg-background p-6 shadow-sm">
              {benefit.figure && <p className="text-3xl font-bold text-primary">{benefit.figure}</p>}
              <h3 className={benefit.figure ? 'mt-2 text-lg font-bold' : 'text-lg font-bold'}>{benefit.title}</h3>
              <p className="mt-2 text-muted-foreground">{benefit.description}</p>
            </li>
          ))}
        </ul>
        <aside
          aria-label="Khách hàng tin dùng"
          className="flex flex-col justify-center gap-8 rounded-xl bg-primary p-8 text-primary-foreground"
        >
          <div>
            <p className="text-5xl font-bold">{trust.hotels}</p>
            <p className="mt-2">{trust.hotelsLabel}</p>
          </div>
          <div>
            <p className="text-5xl font-bold">{trust.rating}/5</p>
            <div className="mt-3 w-fit rounded-md bg-accent px-2 py-1">
              <Stars rating={trust.rating} />
            </div>
            <p className="mt-2">{trust.ratingLabel}</p>
          </div>
        </aside>
      </div>
    </LandingSection>
  );
}
