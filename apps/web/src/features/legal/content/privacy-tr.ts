import type { LegalDocument } from './legal-document';

/** privacy-en.ts in Turkish; the two say the same. */
export const privacyTr: LegalDocument = {
  title: 'Gizlilik Politikası',
  updated: 'Son güncelleme: 24 Kasım 2026',
  intro:
    'Bu sayfa Kolekt’in sizin hakkınızda neleri sakladığını, neyi kime ve neden gönderdiğini, ne kadar tuttuğunu ve verilerinizi nasıl indirip sileceğinizi anlatır. Kolekt verilerinizi satmaz ve reklam göstermez.',
  sections: [
    {
      heading: 'Hesabınız',
      items: [
        'Adınız, soyadınız, kullanıcı adınız, e-posta adresiniz ve kullandığınız dil.',
        'Şifreniz, yalnızca Argon2id özeti olarak; biz de dahil kimse onu geri okuyamaz.',
        'Eklerseniz biyografiniz ve profil fotoğrafınız.',
        'Google ile giriş yaparsanız: hesabınızın Google hesabına bağlı olduğu bilgisi ile Google’ın bize verdiği ad ve e-posta adresi.',
        'Oturumlarınız (ne zaman açıldıkları ve ne zamana kadar geçerli oldukları), tek kullanımlık e-posta kodları ve hesabınızı tahmin saldırılarına karşı koruyan başarısız giriş sayıları.',
      ],
    },
    {
      heading: 'Kolekt’te yaptıklarınız',
      items: [
        'Koleksiyonlarınız (adı, açıklaması, herkese açık ya da gizli oluşu) ve içlerine kaydettiğiniz ürünler, bir ürün hakkında yazdıklarınız ya da yakaladıklarınızla birlikte.',
        'Beğenileriniz, yorumlarınız, takipleriniz ve bunların yol açtığı bildirimler.',
        'Koleksiyon görüntülemeleri: kimin baktığı (kullanıcı kimliğiniz; hesabı olmayan ziyaretçi için bağlantıdan üretilen tek yönlü bir özet, ağ adresinin kendisi asla), böylece bir görüntüleme günde bir kez sayılır.',
      ],
      paragraphs: [
        'Herkese açık koleksiyonları, profilinizi (ad, kullanıcı adı, biyografi, fotoğraf, takipçi ve takip sayıları) ve herkese açık koleksiyonlardaki yorumları herkes görebilir. Gizli koleksiyonlarınızı yalnızca siz görürsünüz.',
      ],
    },
    {
      heading: 'Kolekt’in okuduğu ürün sayfaları',
      paragraphs: [
        'Bir ürünü bağlantısıyla eklediğinizde ya da mağazalarda arama yaptığınızda mağazanın sayfasını veya arama sonuçlarını Kolekt’in sunucusu kendisi okur. Mağaza sizin tarayıcınızı değil Kolekt’in sunucusunu görür ve istekle birlikte sizin hakkınızda hiçbir şey gönderilmez. Mağaza sayfasında yazanlar (başlık, fiyat, resim, açıklama, puanlar) her ürün sayfası için bir kez saklanır ve onu kaydeden herkesçe paylaşılır.',
        'Kolekt tarayıcı eklentisini kullanırsanız eklenti, kendi tarayıcınızda açık olan ürün sayfasını okur ve kaydettiğinizde o ürünü Kolekt’e gönderir.',
      ],
    },
    {
      heading: 'Yapay zekâ ile ürün analizi (isteğe bağlı)',
      paragraphs: [
        'Ürün analizi varsayılan olarak Kolekt’in kendi sunucusunda çalışır ve hiçbir yere bir şey göndermez. Bu Kolekt’i işleten kişi harici bir yapay zekâ sağlayıcısı ayarladıysa analiz edilen ürünün bilgileri (mağazadaki başlık, açıklama, fiyat, puan ve yorumlar) o sağlayıcıya gönderilir. Hesabınız hakkında hiçbir şey gönderilmez.',
      ],
    },
    {
      heading: 'Hata raporlama (isteğe bağlı)',
      paragraphs: [
        'İşletici hata raporlamayı (Sentry) ayarladıysa uygulama bir hata verdiğinde tarayıcınız bir rapor gönderir: hata, sayfanın adresi, tarayıcınız ve cihazınız, ağ adresiniz ve giriş yapmışsanız sorunun izlenebilmesi için kullanıcı kimliğiniz, kullanıcı adınız ve e-posta adresiniz. Bu ayar yoksa tarayıcınızdan hiçbir rapor çıkmaz.',
      ],
    },
    {
      heading: 'E-posta ve Google',
      paragraphs: [
        'Adresinizi doğrulama, şifrenizi sıfırlama ya da e-postanızı değiştirme kodları işleticinin ayarladığı e-posta sunucusu üzerinden gönderilir. Her e-posta teslim edilene kadar veritabanımızdaki bir giden kutusunda bekler; gönderilmiş bir e-postanın kaydı (adres ve konu) 30 gün saklanır.',
        'Google ile giriş düğmesi Google’ın betiğini yalnızca ona bastığınızda yükler; o girişi Google kendi gizlilik politikasına göre yürütür.',
        'Sunucunun teknik günlüğü, hizmeti çalıştırmak ve korumak için her isteği (yöntem, adres ve ağ adresi; şifre, kod, anahtar ya da çerez asla) kaydeder.',
      ],
    },
    {
      heading: 'Çerezler ve tarayıcı depolaması',
      items: [
        'Bir oturum çerezi (kolekt_rt): yalnızca HTTP ile okunur, yalnızca giriş uç noktalarına ve yalnızca aynı siteden gönderilir, en fazla 30 gün geçerlidir, her kullanımda yenilenir ve çıkış yaptığınızda ya da hesabınızı sildiğinizde kaldırılır.',
        'Bu tarayıcının daha önce hesabınıza giriş yaptığınızı hatırlayan bir çerez (kolekt_trust); böylece başka yerlerden denenen yanlış şifreler sizi burada asla dışarıda bırakmaz: yalnızca HTTP ile okunur, yalnızca giriş uç noktalarına ve yalnızca aynı siteden gönderilir, bir yıl saklanır. İçinde adresiniz değil, bizim imzaladığımız rastgele bir sayı vardır.',
        'Koleksiyonlar kenar çubuğunun açık olup olmadığını 7 gün hatırlayan bir çerez.',
        'Tarayıcınızın yerel depolamasında: geçerli oturumunuz, diliniz, son aramalarınız ve en son baktığınız koleksiyonlar ile ürünler. Bunlar cihazınızda kalır.',
      ],
      paragraphs: ['Reklam ya da izleme çerezi yoktur.'],
    },
    {
      heading: 'Ne kadar saklıyoruz',
      paragraphs: [
        'Hesabınız ve içindeki her şey hesabınız var olduğu sürece saklanır. E-posta kodlarının süresi 10 dakikada, oturumlarınki en fazla 30 günde dolar. Adresi doğrulanmamış bir kayıt bir gün sonra silinir. Hesabınızı sildiğinizde hemen kaldırılır.',
      ],
    },
    {
      heading: 'Dışa aktarma ve silme',
      paragraphs: [
        'Hesap ayarları sayfasında hesabınızdaki her şeyin JSON dosyasını indirebilirsiniz: profiliniz, koleksiyonlarınız ve ürünleri, verdiğiniz ürün bilgileri, beğenileriniz, yorumlarınız, takipleriniz, bildirimleriniz, izlediğiniz fiyatlar, uyarı tercihleriniz ve cihazlarınızın bildirim adresleri.',
        'Hesabınızı da orada silebilirsiniz. Profiliniz, koleksiyonlarınız, beğenileriniz, yorumlarınız, takipleriniz, bildirimleriniz, oturumlarınız ve kodlarınız silinir, giden kutumuzda adresinize yazılmış her e-posta da (gönderilmiş ya da gönderilmemiş); başkalarının gördüğü beğeni, yorum ve takipçi sayıları düzeltilir. Mağazaların ürün sayfaları kalır, çünkü mağazaya aittirler ve başkalarının koleksiyonlarında olabilirler; içlerinde sizi gösteren hiçbir şey yoktur. Görüntüleme sayıları kalır, çünkü o görüntülemeler gerçekleşti.',
      ],
      link: { to: '/settings/account', label: 'Hesap ayarları' },
    },
  ],
};
