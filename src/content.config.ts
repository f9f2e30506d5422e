import { readdirSync } from 'node:fs';
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import type { PricingPlan } from './content/pricing-plans';

// Products were a collection here; they live in the database now, imported from src/content/products/
// on first start (src/server/content/product-import.ts). The files stay: customer stories name their
// products by these file names, and the stories' pages are built from files.

/** The product files' names (`the-tu.md` → 'the-tu'): the slugs a customer story may name. */
const productSlugs = readdirSync('./src/content/products')
  .filter((name) => name.endsWith('.md'))
  .map((name) => name.slice(0, -'.md'.length));

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

// Articles and their authors were collections here; they live in the database now, imported from
// src/content/articles/ and src/content/authors.json on first start (src/server/content/article-import.ts).

/** Paid plans a customer can be on (ids from src/content/pricing-plans.ts). */
const paidPlanIds = ['basic', 'professional', 'enterprise'] as const satisfies ReadonlyArray<PricingPlan['id']>;

/** A result a customer measured, always with the period it covers. */
const customerFigureSchema = z
  .object({
    /** The figure as shown, short, e.g. '−14%' or '4 phút'. */
    value: z.string().min(1).max(12),
    /** What it measures, e.g. 'tiền điện mỗi tháng so với cùng kỳ'. */
    label: z.string().min(5),
    /** When it was measured, e.g. 'trong 6 tháng đầu'. */
    period: z.string().min(5),
  })
  // Strict: a comma in YAML's one-line `{ … }` form splits a label into an extra key, silently cut.
  .strict();

/**
 * Customer stories, one Markdown file each in src/content/customers/; the file name is the URL slug
 * (`nha-nghi-doi-sim.md` → /khach-hang/nha-nghi-doi-sim). The body tells the story.
 */
const customers = defineCollection({
  loader: glob({ pattern: '*.md', base: './src/content/customers' }),
  schema: z
    .object({
      /** Headline of the story page, also its title (at most 60 characters). */
      title: z.string().min(10).max(60),
      /** Card text and meta description (at most 160 characters). */
      summary: z.string().min(40).max(160),
      /** Hotel name as its owner writes it. */
      hotel: z.string().min(3),
      /** City or province, e.g. 'Đà Lạt'. */
      city: z.string().min(2),
      /** Number of rooms. */
      rooms: z.number().int().positive(),
      /** Software plan the hotel is on. */
      plan: z.enum(paidPlanIds),
      /** Hardware in use, file names of src/content/products/ without '.md' (none for software only). */
      products: z
        .array(
          z.string().refine((slug) => productSlugs.includes(slug), {
            message: `not a product file; one of: ${productSlugs.join(', ')}`,
          }),
        )
        .default([]),
      /** The person quoted. */
      owner: z.object({
        /** Full name, as they agreed to be named. */
        name: z.string().min(3),
        /** Their role at the hotel, e.g. 'Chủ nhà nghỉ'. */
        role: z.string().min(3),
      }),
      /** The owner's own words, one or two sentences, without quotation marks. */
      quote: z.string().min(20).max(240),
      /** Two or three results, each with its period. */
      figures: z.array(customerFigureSchema).min(2).max(3),
      /** Position on the landing page and in /khach-hang, smallest first. */
      order: z.number().int(),
      /** An invented example: cards and page say so. Real, consented stories leave it out. */
      sample: z.boolean().default(false),
    })
    // Strict: a misspelt `sample` must stop the build, not publish an invented story as a real one.
    .strict(),
});

export const collections = { legal, customers };
