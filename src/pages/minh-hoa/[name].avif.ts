import type { APIRoute, GetStaticPaths } from 'astro';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ChatbotConversation } from '@/components/illustrations/chatbot-conversation';
import { HardwareBundle } from '@/components/illustrations/hardware-bundle';
import { ProductScreens } from '@/components/illustrations/product-screens';
import { illustrationFiles, type IllustrationFile } from '@/lib/illustration-files';
import { standaloneSvg } from '@/lib/standalone-svg';
import { rasterIllustration } from '@/server/illustrations';
import tokensCss from '@/styles/global.css?raw';

// The landing page's drawings are files (<img>), not inline markup: inline, they pushed the page's
// first response past one round trip (14 KB). Raster, not SVG: raster-illustration.ts says why.
export const prerender = true;

const drawings: Record<IllustrationFile, ComponentType> = {
  'phan-mem': ProductScreens,
  'tro-ly-ai': ChatbotConversation,
  'thiet-bi': HardwareBundle,
};

export const getStaticPaths = (() =>
  Object.keys(illustrationFiles).map((name) => ({ params: { name } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => {
  const drawing = drawings[params.name as IllustrationFile];
  const svg = standaloneSvg(renderToStaticMarkup(createElement(drawing)), tokensCss);
  return new Response(new Uint8Array(await rasterIllustration(svg)), { headers: { 'content-type': 'image/avif' } });
};
