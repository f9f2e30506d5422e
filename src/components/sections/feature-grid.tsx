import { Icon } from '@/components/ui/icon';
import { features } from '@/content/landing/features';
import { LandingSection } from './landing-section';

/** '#features': six capabilities of the software. */
export function FeatureGrid() {
  return (
    <LandingSection
      id="features"
      title="Tính năng nổi bật"
      intro="Mọi nghiệp vụ của khách sạn trong một phần mềm, dễ dùng ngay từ ngày đầu."
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {features.map(({ icon, title, description }) => (
          <li key={title} className="rounded-xl border border-border bg-background p-6 shadow-sm">
            <span aria-hidden="true" className="grid size-12 place-items-center rounded-lg bg-secondary text-primary">
              <Icon name={icon} className="size-6" />
            </span>
            <h3 className="mt-4 text-lg font-bold">{title}</h3>
            <p className="mt-2 text-muted-foreground">{description}</p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
