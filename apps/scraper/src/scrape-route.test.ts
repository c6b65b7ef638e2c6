import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildScraperApp } from './app';
import {
  sendPage,
  startFixtureServer,
  testOptions,
  type FixtureServer,
} from './test-support/fixture-server';

const productPage = `<html><head><title>Shop</title>
<script type="application/ld+json">{"@type":"Product","name":"Bambu Tabak","image":"/t.jpg",
"offers":{"price":"89.9","priceCurrency":"TRY"}}</script></head></html>`;

describe('POST /scrape', () => {
  let shop: FixtureServer;
  let app: Awaited<ReturnType<typeof buildScraperApp>>;
  beforeAll(async () => {
    shop = await startFixtureServer((request, response) => {
      const path = request.url?.split('?')[0];
      if (path === '/product') sendPage(response, productPage);
      else if (path === '/pdf') sendPage(response, '%PDF', { 'content-type': 'application/pdf' });
      else sendPage(response, '<html><body></body></html>');
    });
    app = await buildScraperApp({
      LOG_LEVEL: 'silent',
      scraper: testOptions({ allowedHosts: [shop.hostPort] }),
    });
  });
  afterAll(async () => {
    await app.close();
    await shop.close();
  });

  const scrape = (payload: unknown) =>
    app.inject({ method: 'POST', url: '/scrape', payload: payload as object });

  it('answers the product in the envelope', async () => {
    const res = await scrape({ url: `${shop.origin}/product?utm_campaign=x` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'OK',
      statusCode: 200,
      data: expect.objectContaining({
        title: 'Bambu Tabak',
        price: '89,90 TL',
        priceValue: 89.9,
        currency: 'TRY',
        image: `${shop.origin}/t.jpg`,
        url: `${shop.origin}/product`,
        store: '127.0.0.1',
      }),
    });
  });

  it.each([{}, { url: '' }, { url: 42 }])('answers 400 for a missing link %#', async (payload) => {
    const res = await scrape(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      data: { errors: { url: [expect.any(String)] } },
    });
  });

  it.each(['not a url', 'ftp://example.com/file'])('answers 400 for %s', async (url) => {
    const res = await scrape({ url });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, statusCode: 400 });
  });

  it.each([
    ['http://127.0.0.1/', 'forbidden_address'],
    [`http://127.0.0.1:${1}/pdf`, 'forbidden_address'],
  ])('answers 422 for %s', async (url, reason) => {
    const res = await scrape({ url });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      success: false,
      message: 'Failed to scrape product',
      data: { reason, detail: 'The shop address is not allowed.', found: {} },
      statusCode: 422,
    });
  });

  it('answers 422 with the reason for a page that is not HTML or has no product', async () => {
    const pdf = await scrape({ url: `${shop.origin}/pdf` });
    expect(pdf.statusCode).toBe(422);
    expect(pdf.json()).toMatchObject({
      message: 'Failed to scrape product',
      data: { reason: 'not_html' },
    });
    const empty = await scrape({ url: `${shop.origin}/empty` });
    expect(empty.json()).toMatchObject({
      statusCode: 422,
      data: { reason: 'no_product' },
      success: false,
    });
  });

  it('keeps the envelope for a body that is not JSON', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/scrape',
      headers: { 'content-type': 'application/json' },
      payload: '{nope',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, statusCode: 400, data: null });
  });
});
