import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

/**
 * Legal texts, one Markdown file each in src/content/legal/ (the file name is the URL slug).
 * Forms record the `version` of the privacy notice the visitor saw when they consented.
 */
const legal = defineCollection({
  loader: glob({ pattern: '*.md', base: './src/content/legal' }),
  schema: z.object({
    /** Page heading and title. */
    title: z.string().min(5),
    /** Meta description (at most 160 characters). */
    description: z.string().min(40).max(160),
    /** Version identifier stored with each consent; change it whenever the text changes. */
    version: z.string().min(1),
    /** Date the text took effect. */
    updated: z.coerce.date(),
  }),
});

// Articles and their authors, products and customer stories were collections here; they live in the
// database now, imported from src/content/ on first start (src/server/content/*-import.ts).

export const collections = { legal };
