import { describe, expect, it } from 'vitest';
import { findSenVoice } from './turkish-voice';

describe('findSenVoice', () => {
  it.each([
    // the mixed blocks of issue #32
    ['Hoş geldin, Ayşe. Kaldığınız yerden devam edin.', ['geldin']],
    ['Takip ettiklerin', ['ettiklerin']],
    ['Burak Er (@burak_e) seni takip etmeye başladı.', ['seni']],
    ['Şifren değiştirildi. Yeni şifrenle giriş yap.', ['şifren', 'yap']],
    ['Uyarı ayarların kaydedilemedi.', ['ayarların']],
    ['Kodu aşağıya gir.', ['gir']],
    ['Bir kopya istersen önce verilerini dışa aktar.', ['istersen', 'aktar']],
    ['Gizli koleksiyonlarını yalnızca sen görürsün.', ['sen', 'görürsün']],
    ['Takip ettiğin bir fiyat düştüğünde haber verelim.', ['ettiğin']],
    ['Şifreni kimseyle paylaşma.', ['paylaşma']],
    ['Hesaplarını dilediğin zaman silebilirsin.', ['dilediğin', 'silebilirsin']],
  ])('finds "sen" in %j', (text, words) => {
    expect(findSenVoice(text)).toEqual(words);
  });

  it.each([
    'Hoş geldiniz, {{name}}',
    'Kaldığınız yerden devam edin veya topluluğun koleksiyonlarını keşfedin.',
    '${f.title} şimdi ${f.amount}; hedefiniz ${f.target} idi.',
    'Takip ettikleriniz',
    'Eklentiyi kurun, ardından bu sayfayı yenileyin.',
    'Mağaza sayfasında gördüklerinizi girin.',
    'Şifrenizi kimseyle paylaşmayın.',
    'Ürün silindi.',
    'Bunu aldınız',
    'Mağazaların ürün sayfaları, başkalarının koleksiyonlarında olabileceği için kalır.',
    'Düğün listesi',
    'Satın almadan önce mağaza sayfasını kontrol edin.',
    // labels name their action with the bare command, in every voice
    'Yeniden dene',
    'Giriş yap',
    'Bu cihazda bildirimlere izin ver',
  ])('leaves "siz" and labels alone: %j', (text) => {
    expect(findSenVoice(text)).toEqual([]);
  });
});
