import { Icon } from '@/components/ui/icon';
import { benefits, trustLabels } from '@/content/landing/benefits';
import type { Claim, ClaimId } from '@/lib/company/company-details';
import { LandingSection } from './landing-section';

function Stars({ rating }: { rating: string }) {
  return (
    <span role="img" aria-label={`${rating}/5 sao`} className="flex gap-1 text-accent-foreground">
      {Array.from({ length: 5 }, (_, index) => (
        <Icon name="star" key={index} className="size-5" />
      ))}
    </span>
  );
}

/** Where a figure comes from, under it. */
function Source({ claim, className }: { claim: Claim; className: string }) {
  return claim.source ? <p className={`text-sm ${className}`}>{`Nguồn: ${claim.source}`}</p> : null;
}

/**
 * '#benefits': what hotels gain, and why they can believe it. `claims` are the figures the site may
 * state now (the owner's, with their sources; samples only while 'Hiện nội dung mẫu' is on): a
 * figure not given is not drawn, and the trust panel goes when it has none.
 */
export function Benefits({ claims }: { claims: Partial<Record<ClaimId, Claim>> }) {
  const { hotels, rating } = claims;
  return (
    <LandingSection
      id="benefits"
      title="Lợi ích cho khách sạn của anh/chị"
      intro="Những thay đổi khách sạn nhận thấy sau khi dùng phần mềm."
      className="bg-muted"
    >
      <div className="grid gap-8 lg:grid-cols-3">
        <ul className={`grid gap-6 sm:grid-cols-2 ${hotels || rating ? 'lg:col-span-2' : 'lg:col-span-3'}`}>
          {benefits.map((benefit) => {
            const claim = benefit.claim ? claims[benefit.claim] : undefined;
            const figure = claim?.value ?? benefit.figure;
            return (
              <li key={benefit.title} className="rounded-xl bg-background p-6 shadow-sm">
                {figure && <p className="text-3xl font-bold text-primary">{figure}</p>}
                <h3 className={figure ? 'mt-2 text-lg font-bold' : 'text-lg font-bold'}>{benefit.title}</h3>
                <p className="mt-2 text-muted-foreground">{benefit.description}</p>
                {claim && <Source claim={claim} className="mt-2 text-muted-foreground" />}
              </li>
            );
          })}
        </ul>
        {(hotels || rating) && (
          <aside
            aria-label="Khách hàng tin dùng"
            className="flex flex-col justify-center gap-8 rounded-xl bg-primary p-8 text-primary-foreground"
          >
            {hotels && (
              <div>
                <p className="text-5xl font-bold">{hotels.value}</p>
                <p className="mt-2">{trustLabels.hotels}</p>
                <Source claim={hotels} className="mt-1" />
              </div>
            )}
            {rating && (
              <div>
                <p className="text-5xl font-bold">{rating.value}/5</p>
                <div className="mt-3 w-fit rounded-md bg-accent px-2 py-1">
                  <Stars rating={rating.value} />
                </div>
                <p className="mt-2">{trustLabels.rating}</p>
                <Source claim={rating} className="mt-1" />
              </div>
            )}
          </aside>
        )}
      </div>
    </LandingSection>
  );
}
