import { defineCollection, reference } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { z } from 'astro/zod';

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

/** The people who write the articles (src/content/authors.json). */
const authors = defineCollection({
  loader: file('src/content/authors.json'),
  schema: z.object({
    /** Full name as shown under an article. */
    name: z.string().min(3),
    /** Job title, shown beside the name. */
    role: z.string().min(3),
  }),
});

/** Article categories, in the order of the news page's category list. */
export const articleCategories = ['Công nghệ', 'Xu hướng', 'Kinh doanh', 'Hướng dẫn', 'Bảo mật'] as const;

/**
 * News articles, one Markdown file each in src/content/articles/; the file name is the URL slug
 * (`tich-hop-pms.md` → /tin-tuc/tich-hop-pms). Read time is computed from the body.
 */
const articles = defineCollection({
  // BENCH_ARTICLES_DIR: the bench builds the site once with 1,000 generated articles (bench/news-scale.ts).
  loader: glob({ pattern: '*.md', base: process.env.BENCH_ARTICLES_DIR ?? './src/content/articles' }),
  schema: ({ image }) =>
    z.object({
      /** Headline (at most 90 characters, it is also the page title). */
      title: z.string().min(10).max(90),
      /** One or two sentences for cards and the meta description (at most 160 characters). */
      excerpt: z.string().min(40).max(160),
      /** Illustration shipped with the site, in src/assets/articles/. */
      image: image(),
      /** What the illustration shows, in Vietnamese. */
      imageAlt: z.string().min(10),
      /** Publication date, ISO in the file ('2025-06-28'); shown dd/mm/yyyy. */
      date: z.coerce.date(),
      /** One of the five categories. */
      category: z.enum(articleCategories),
      /** Author id from src/content/authors.json. */
      author: reference('authors'),
      /** Views counted so far. */
      views: z.number().int().min(0),
      /** The one article shown large at the top of the news page. */
      featured: z.boolean().default(false),
    }),
});

export const collections = { products, legal, authors, articles };
