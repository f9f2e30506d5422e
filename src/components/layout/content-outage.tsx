import { outageHeading, outageHotline, outageMessage } from '@/lib/outage-message';

/**
 * What a reader sees (with status 503) when a page's content cannot be read from the database; the
 * staff are not sent to the hotline.
 */
export function ContentOutage({ heading = 'h1', staff = false }: { heading?: 'h1' | 'h2'; staff?: boolean }) {
  const Heading = heading;
  return (
    <div role="alert" className="mx-auto max-w-2xl px-4 py-24 text-center">
      <Heading className="text-3xl font-bold">{outageHeading}</Heading>
      <p className="mt-3 text-muted-foreground">{staff ? outageMessage : `${outageMessage} ${outageHotline}`}</p>
    </div>
  );
}
