import { expect, test } from '@playwright/test';
import { createAccount, signIn } from '../support/accounts';
import { t } from '../support/i18n';
import { shopPort } from '../support/ports';

test('the product detail modal analyses a product with the offline analyzer', async ({
  page,
  context,
}) => {
  const owner = await createAccount(context.request, 'Deniz');
  const session = await signIn(context, owner);
  const auth = { authorization: `Bearer ${session.token}` };
  const created = await context.request.post('/api/collection/create', {
    headers: auth,
    data: { name: 'Analiz Rafı', isPublic: 'false' },
  });
  const collectionId = ((await created.json()) as { data: { id: string } }).data.id;
  await context.request.post('/api/product/scrape/collection', {
    headers: auth,
    data: { url: `http://127.0.0.1:${shopPort}/urun/celik-termos`, collectionId },
  });

  await page.goto(`/collection/${collectionId}`);
  await page
    .getByRole('button', {
      name: t('tr', 'products.openDetails', { title: 'Çelik Termos 500 ml' }),
    })
    .click();
  const modal = page.getByRole('dialog');
  await modal.getByRole('button', { name: t('tr', 'analysis.analyze') }).click();
  await expect(modal.getByRole('heading', { name: t('tr', 'analysis.title') })).toBeVisible({
    timeout: 20_000,
  });
  await expect(modal.getByRole('button', { name: t('tr', 'analysis.analyze') })).toBeHidden();
  // The offline summary is the description's own sentences: shown once, as the description.
  await expect(modal.getByText(/Çift cidarlı paslanmaz çelik gövde/)).toBeVisible();
  await expect(modal.getByRole('heading', { name: t('tr', 'analysis.summary') })).toBeHidden();
  await expect(modal.getByText(t('tr', 'analysis.sentiment.positive'))).toBeVisible();
  await expect(modal.getByText(/Harika bir termos/)).toBeVisible();
  await expect(
    modal.getByText('Mağazadaki puanı 5 üzerinden 4,6 (87 değerlendirme).'),
  ).toBeVisible();
});
