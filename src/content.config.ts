import { defineCollection, reference } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import type { PricingPlan } from './content/pricing-plans';

/** A labelled figure of a product's specification table. */
const specSchema = z.object({
  /** What is measured, e.g. 'Điện áp cấp'. */
  label: z.string().min(1),
  /** The figure with its unit, e.g. '220 V AC, 50 Hz'. */
  value: z.string().min(1),
});

/** What the quote page (/bao-gia) charges for a product, in VND before VAT. */
const quotePriceSchema = z.object({
  /** The product's parameter in a quote's address (`/bao-gia?khoa=35`): short, lower-case ASCII, unique. */
  param: z
    .string()
    .regex(/^[a-z]{2,12}$/)
    .refine((param) => !['phong', 'goi', 'ky', 'form'].includes(param), 'reserved by the quote page'),
  /** What one unit is called in a quote line: 'bộ', 'thẻ'. */
  unit: z.string().min(2).max(12),
  /** Price of one unit. */
  unitPriceVnd: z.number().int().positive(),
  /** Installation of one unit; 0 when the product needs none. */
  installationVndPerUnit: z.number().int().min(0),
  /** Units per room a quote starts from (one lock per room, two cards per room). */
  defaultPerRoom: z.number().int().min(0).max(10),
});

/**
 * Hotel hardware, one Markdown file per product in src/content/products/. The file name is the URL
 * slug (`the-tu.md` → /san-pham/the-tu); the Markdown body is the product description.
 */
const products = defineCollection({
  loader: glob({ pattern: '*.md', base: './src/content/products' }),
  schema: ({ image }) =>
    z.object({
      /** Product name on cards, the detail page heading and the breadcrumb. */
      name: z.string().min(3),
      /** Position in the catalogue, smallest first. */
      order: z.number().int(),
      /** One-sentence promise under the detail page heading. */
      tagline: z.string().min(10),
      /** Card text and meta description (at most 160 characters). */
      summary: z.string().min(40).max(160),
      /** Illustration shipped with the site (SVG or raster in src/assets/products/). */
      image: image(),
      /** What the illustration shows, in Vietnamese, for screen readers. */
      imageAlt: z.string().min(10),
      /** Feature bullets, each a complete short sentence. */
      features: z.array(z.string().min(10)).min(4).max(8),
      /** Specification table rows, product-specific and plausible. */
      specs: z.array(specSchema).min(4),
      /** How the product works together with the PMS. */
      integration: z.object({
        /** Section heading. */
        title: z.string().min(5),
        /** Short paragraph introducing the integration. */
        intro: z.string().min(20),
        /** Concrete steps or effects, in order. */
        points: z.array(z.string().min(10)).min(3),
      }),
      /** Prices for the quote page. */
      quote: quotePriceSchema,
    }),
});

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
// src/content/articles/ and src/content/authors.json on first start (src/server/content/content-import.ts).

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
      /** Hardware in use, ids of src/content/products/ (none for software only). */
      products: z.array(reference('products')).default([]),
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

export const collections = { products, legal, customers };
