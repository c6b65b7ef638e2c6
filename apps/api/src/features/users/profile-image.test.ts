import { deflateSync, crc32 } from 'node:zlib';
import { validationMessages as m } from '@kolekt/shared/messages';
import { imageMessages } from '@kolekt/shared/server-messages';
import { eq } from 'drizzle-orm';
import exifReader from 'exif-reader';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userImages } from '../../db/schema';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * A real 20,000 × 20,000 PNG of about 50 KB: one bit per pixel, every row blank. Built from its
 * chunks with zlib because sharp takes many seconds to write 400 megapixels.
 */
function pngBomb(side = 20_000): Buffer {
  const chunk = (type: string, body: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), body]);
    const head = Buffer.alloc(4);
    head.writeUInt32BE(body.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([head, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc((1 + Math.ceil(side / 8)) * side); // filter byte 0, then zeros
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A 1600 × 1200 photo carrying the camera's make and a GPS position in its EXIF. */
const photoWithGps = () =>
  sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#3a7' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'KolektPhone' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '41/1 0/1 54/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '28/1 58/1 36/1',
      },
    })
    .toBuffer();

function imageUpload(data: Buffer) {
  const boundary = '----kolekt-image';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('profile pictures are decoded under a limit, re-encoded and stripped', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const upload = async (auth: Record<string, string>, data: Buffer) => {
    const { payload, headers } = imageUpload(data);
    return t.app.inject({
      method: 'POST',
      url: '/api/user/profile-image',
      headers: { ...auth, ...headers },
      payload,
    });
  };
  const storedImage = async (userId: string) =>
    (await t.database.db.select().from(userImages).where(eq(userImages.userId, userId)))[0];

  it('refuses a decompression bomb quickly with a 400 in the envelope, storing nothing', async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(100 * 1024);
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({
      width: 20_000,
      height: 20_000,
    });
    const ada = await createUser(t.app);
    const started = performance.now();
    const res = await upload(ada.auth, bomb);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: imageMessages.tooManyPixels,
      data: { errors: { image: [imageMessages.tooManyPixels] } },
      statusCode: 400,
    });
    expect(await storedImage(ada.user.id)).toBeUndefined();
  });

  it('refuses a file that only starts like a PNG, or is cut short, with a 400', async () => {
    const ada = await createUser(t.app);
    const png = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#123' },
    })
      .png()
      .toBuffer();
    for (const broken of [
      Buffer.concat([png.subarray(0, 8), Buffer.from('not really a picture')]),
      png.subarray(0, png.length - 40),
    ]) {
      const res = await upload(ada.auth, broken);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: imageMessages.unreadable });
    }
    expect(await storedImage(ada.user.id)).toBeUndefined();
  });

  it('stores and serves a bounded WebP with no EXIF or GPS left', async () => {
    const photo = await photoWithGps();
    expect(exifReader((await sharp(photo).metadata()).exif!).GPSInfo).toMatchObject({
      GPSLatitudeRef: 'N',
    });
    const ada = await createUser(t.app);
    const res = await upload(ada.auth, photo);
    expect(res.statusCode).toBe(200);

    const served = await t.app.inject({ url: res.json().data.profileImagePath });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 384 });
    expect([meta.exif, meta.xmp, meta.iptc, meta.icc]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    for (const marker of ['Exif', 'GPS', 'KolektPhone']) {
      expect(served.rawPayload.includes(Buffer.from(marker, 'latin1'))).toBe(false);
    }
    expect((await storedImage(ada.user.id))?.contentType).toBe('image/webp');
  });

  it('never enlarges a small picture', async () => {
    const ada = await createUser(t.app);
    const small = await sharp({
      create: { width: 40, height: 100, channels: 4, background: '#f008' },
    })
      .png()
      .toBuffer();
    const res = await upload(ada.auth, small);
    const served = await t.app.inject({ url: res.json().data.profileImagePath });
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      width: 40,
      height: 100,
      hasAlpha: true,
    });
  });

  it('re-encodes a picture stored as sent before, on its first view', async () => {
    const ada = await createUser(t.app);
    await t.database.db
      .insert(userImages)
      .values({ userId: ada.user.id, contentType: 'image/jpeg', data: await photoWithGps() });
    const served = await t.app.inject({ url: `/avatars/${ada.user.id}.png` });
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height, meta.exif]).toEqual([512, 384, undefined]);
    expect((await storedImage(ada.user.id))?.contentType).toBe('image/webp');

    // A stored bomb is never served; the initials stand in.
    await t.database.db
      .update(userImages)
      .set({ contentType: 'image/png', data: pngBomb() })
      .where(eq(userImages.userId, ada.user.id));
    const initials = await t.app.inject({ url: `/avatars/${ada.user.id}.png` });
    expect(initials.headers['content-type']).toBe('image/svg+xml');
  });

  it('stops serving a picture the profile no longer shows; refuses another user’s', async () => {
    const ada = await createUser(t.app, { name: 'Ada', surname: 'Lovelace' });
    const ben = await createUser(t.app);
    const edit = (profileImagePath: string | null) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/user/update',
        headers: ada.auth,
        payload: { name: 'Ada', surname: 'Lovelace', profileImagePath },
      });
    const path: string = (await upload(ada.auth, await photoWithGps())).json().data
      .profileImagePath;
    expect((await edit(path)).statusCode).toBe(200);
    expect(await storedImage(ada.user.id)).toBeDefined();

    const borrowed = await edit(`/avatars/${ben.user.id}.png`);
    expect(borrowed.statusCode).toBe(400);
    expect(borrowed.json()).toMatchObject({
      message: m.profileImagePathInvalid,
      data: { errors: { profileImagePath: [m.profileImagePathInvalid] } },
    });

    expect((await edit(null)).json().data.profileImagePath).toBeNull();
    expect(await storedImage(ada.user.id)).toBeUndefined();
    const served = await t.app.inject({ url: `/avatars/${ada.user.id}.png` });
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.body).toContain('>AL</text>');
  });
});
