import { randomBytes } from 'node:crypto';
import type { Multipart } from '@fastify/multipart';
import type { ApiLanguage } from '@shop/contracts/i18n';
import {
  BANNER_IMAGE_BOXES,
  BANNER_IMAGE_MAX_BYTES,
  BANNER_IMAGE_MIN_SIDE,
  type BannerImageKind,
  type StaffBanner,
  type StaffBannerBody,
} from '@shop/contracts/staff-banners';
import type { StaffImage } from '@shop/contracts/staff-catalogue';
import type { ApiDeps } from '../../deps.ts';
import { bumpCatalogVersion } from '../../core/catalog-version.ts';
import { HttpError, validationError } from '../../core/errors.ts';
import { enforce, type RateLimit } from '../../core/rate-limit.ts';
import { readUploadedFile, UploadRefused, writeWebpVariants } from '../../core/webp-image.ts';
import { recordStaffAction } from '../audit/audit.public.ts';
import { staffBannersMessage } from './staff-banners.messages.ts';
import * as repo from './staff-banners.repository.ts';

/**
 * The home page's banner slides in the back office (issue 29, screen "Content"). Each change and its
 * audit record are one transaction; then the home page is let go everywhere it is kept: the banners'
 * answer in both languages (`home:banners:<lang>`), and the cached home pages of every language and
 * price audience, which are kept under the catalogue version this moves.
 */

const UPLOADS_PER_HOUR: RateLimit = { name: 'banner-images', max: 120, windowSeconds: 60 * 60 };
const BANNER_ANSWER_KEYS = ['home:banners:ru', 'home:banners:ua'];

const toStaffImage = (row: repo.ImageRow | undefined): StaffImage | null =>
  row ? { id: row.id, url: `/media/${row.path}`, width: row.width, height: row.height, widths: row.widths } : null;

const valuesOf = (input: StaffBannerBody): repo.BannerValues => ({
  titleRu: input.title_ru,
  titleUk: input.title_uk,
  subtitleRu: input.subtitle_ru,
  subtitleUk: input.subtitle_uk,
  buttonTextRu: input.button_text_ru,
  buttonTextUk: input.button_text_uk,
  link: input.link,
  imageId: input.image_id,
  imageMobileId: input.image_mobile_id,
  active: input.active,
  sort: input.sort,
});
const snapshot = ({ id: _id, ...values }: repo.BannerRow): repo.BannerValues => values;

const notFound = (lang: ApiLanguage) => new HttpError(404, staffBannersMessage(lang, 'notFound'));

async function toStaffBanners(deps: ApiDeps, rows: repo.BannerRow[]): Promise<StaffBanner[]> {
  const ids = rows.flatMap((row) => [row.imageId, row.imageMobileId]).filter((id): id is number => id !== null);
  const pictures = new Map((await repo.findImages(deps.database.db, [...new Set(ids)])).map((image) => [image.id, image]));
  return rows.map((row) => ({
    id: row.id,
    title_ru: row.titleRu,
    title_uk: row.titleUk,
    subtitle_ru: row.subtitleRu,
    subtitle_uk: row.subtitleUk,
    button_text_ru: row.buttonTextRu,
    button_text_uk: row.buttonTextUk,
    link: row.link,
    image_id: row.imageId,
    image_mobile_id: row.imageMobileId,
    image: toStaffImage(row.imageId === null ? undefined : pictures.get(row.imageId)),
    image_mobile: toStaffImage(row.imageMobileId === null ? undefined : pictures.get(row.imageMobileId)),
    active: row.active,
    sort: row.sort,
  }));
}

/** The pictures a banner names exist (422 on the field otherwise). */
async function checkImages(deps: ApiDeps, input: StaffBannerBody, lang: ApiLanguage): Promise<void> {
  const wanted = [input.image_id, input.image_mobile_id].filter((id): id is number => id !== null);
  const found = new Set((await repo.findImages(deps.database.db, wanted)).map((image) => image.id));
  const errors: Record<string, string[]> = {};
  if (!found.has(input.image_id)) errors.image_id = [staffBannersMessage(lang, 'imageMissing')];
  if (input.image_mobile_id !== null && !found.has(input.image_mobile_id)) errors.image_mobile_id = [staffBannersMessage(lang, 'imageMissing')];
  if (Object.keys(errors).length) throw validationError(lang, errors);
}

/** The home page shows the change on its next request, in every language and for every price audience. */
async function homeChanged(deps: ApiDeps): Promise<void> {
  await Promise.all(BANNER_ANSWER_KEYS.map((key) => deps.cache.del(key)));
  await bumpCatalogVersion(deps.cache);
}

export async function listStaffBanners(deps: ApiDeps): Promise<StaffBanner[]> {
  return toStaffBanners(deps, await repo.listAllBanners(deps.database.db));
}

export async function getStaffBanner(deps: ApiDeps, id: number, lang: ApiLanguage): Promise<StaffBanner> {
  const row = await repo.findBanner(deps.database.db, id);
  if (!row) throw notFound(lang);
  return (await toStaffBanners(deps, [row]))[0];
}

export async function createBanner(deps: ApiDeps, actorId: number, input: StaffBannerBody, lang: ApiLanguage): Promise<StaffBanner> {
  await checkImages(deps, input, lang);
  const row = await deps.database.db.transaction(async (tx) => {
    const created = await repo.insertBanner(tx, valuesOf(input));
    await recordStaffAction(tx, { actorId, action: 'banner.create', subjectType: 'banner', subjectId: created.id, before: null, after: snapshot(created) });
    return created;
  });
  await homeChanged(deps);
  return (await toStaffBanners(deps, [row]))[0];
}

export async function saveBanner(deps: ApiDeps, actorId: number, id: number, input: StaffBannerBody, lang: ApiLanguage): Promise<StaffBanner> {
  await checkImages(deps, input, lang);
  const row = await deps.database.db.transaction(async (tx) => {
    const current = await repo.lockBanner(tx, id);
    if (!current) throw notFound(lang);
    const was = snapshot(current);
    const now = valuesOf(input);
    const changed = (Object.keys(now) as (keyof repo.BannerValues)[]).filter((key) => was[key] !== now[key]);
    if (!changed.length) return current;
    const updated = await repo.updateBanner(tx, id, now);
    if (!updated) throw notFound(lang);
    await recordStaffAction(tx, {
      actorId,
      action: 'banner.update',
      subjectType: 'banner',
      subjectId: id,
      before: Object.fromEntries(changed.map((key) => [key, was[key]])),
      after: Object.fromEntries(changed.map((key) => [key, now[key]])),
    });
    return updated;
  });
  await homeChanged(deps);
  return (await toStaffBanners(deps, [row]))[0];
}

export async function removeBanner(deps: ApiDeps, actorId: number, id: number, lang: ApiLanguage): Promise<{ id: number }> {
  await deps.database.db.transaction(async (tx) => {
    const current = await repo.lockBanner(tx, id);
    if (!current) throw notFound(lang);
    await repo.deleteBanner(tx, id);
    await recordStaffAction(tx, { actorId, action: 'banner.delete', subjectType: 'banner', subjectId: id, before: snapshot(current), after: null });
  });
  await homeChanged(deps);
  return { id };
}

function refusal(problem: UploadRefused['problem'], lang: ApiLanguage): HttpError {
  if (problem === 'tooLarge') {
    const message = staffBannersMessage(lang, 'imageTooLarge', { size: BANNER_IMAGE_MAX_BYTES / 1024 / 1024 });
    return new HttpError(413, message, { file: [message] });
  }
  if (problem === 'tooSmall') return validationError(lang, { file: [staffBannersMessage(lang, 'imageTooSmall', { size: BANNER_IMAGE_MIN_SIDE })] });
  return validationError(lang, { file: [staffBannersMessage(lang, problem === 'missing' ? 'imageRequired' : 'imageType')] });
}

/**
 * POST /v1/staff/banner-images?kind=wide|mobile: JPEG, PNG or WebP, recognised by content, cropped to
 * the slide's shape and stored as WebP at the home page's widths (core/webp-image.ts, as product
 * images are); the original file is not kept. Answers the stored image, whose id the form saves.
 */
export async function uploadBannerImage(deps: ApiDeps, actorId: number, kind: BannerImageKind, parts: AsyncIterableIterator<Multipart>, lang: ApiLanguage): Promise<StaffImage> {
  await enforce(deps.limits, lang, [{ limit: UPLOADS_PER_HOUR, subject: String(actorId) }]);
  const box = BANNER_IMAGE_BOXES[kind];
  const name = `home/upload-${randomBytes(8).toString('hex')}${kind === 'mobile' ? '-mobile' : ''}`;
  let color: string;
  try {
    const file = await readUploadedFile(parts);
    ({ color } = await writeWebpVariants(file, { ...box, widths: [...box.widths], fit: 'cover' }, deps.config.mediaDir, name, BANNER_IMAGE_MIN_SIDE));
  } catch (error) {
    if (error instanceof UploadRefused) throw refusal(error.problem, lang);
    throw error;
  }
  const row = await deps.database.db.transaction(async (tx) => {
    const stored = await repo.insertImage(tx, { path: name, width: box.width, height: box.height, widths: [...box.widths], color });
    await recordStaffAction(tx, { actorId, action: 'image.upload', subjectType: 'image', subjectId: stored.id, after: { path: name, kind } });
    return stored;
  });
  return toStaffImage(row) as StaffImage;
}
