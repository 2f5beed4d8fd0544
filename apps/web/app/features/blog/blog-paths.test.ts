import { describe, expect, it } from 'vitest';
import { blogPostPath, kindOfListPath, kindOfPostPath } from './blog-paths.ts';

describe('blog paths', () => {
  it('reads the kind of list and post paths in both languages', () => {
    expect(kindOfListPath('/news/')).toBe('news');
    expect(kindOfListPath('/ua/video-materialy/page/2/')).toBe('videos');
    expect(kindOfListPath('/video-master-klassy/')).toBe('master-classes');
    expect(kindOfPostPath('/ua/video/obzor/')).toBe('videos');
    expect(kindOfPostPath('/interesnye-stati/spf/')).toBe('interesting');
    expect(kindOfListPath('/katalog/')).toBeNull();
  });

  it('builds post paths, videos under /video/', () => {
    expect(blogPostPath('videos', 'obzor', 'ua')).toBe('/ua/video/obzor/');
    expect(blogPostPath('news', 'sklad', 'ru')).toBe('/news/sklad/');
  });
});
