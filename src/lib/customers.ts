import type { StoryFields } from './content/story-fields.ts';
import type { NavLink } from './navigation.ts';

/** A customer story as pages use it: its fields but the body, where it lives, its plan and products by name. */
export type CustomerStory = Omit<StoryFields, 'products' | 'body'> & {
  id: string;
  href: string;
  planName: string;
  /** The hardware it uses, each linking to its product page. */
  products: NavLink[];
};

/** The eyebrow of every story's share image (drawn at publish, shown on the story's page). */
export const storyShareEyebrow = 'Câu chuyện khách hàng';
