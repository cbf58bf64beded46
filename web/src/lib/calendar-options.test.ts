import { describe, expect, it } from 'vitest';
import { calendarPath, calendarQuery, DEFAULT_CALENDAR_OPTIONS, readCalendarOptions } from './calendar-options';

const read = (query: string) => readCalendarOptions(new URLSearchParams(query));

describe('calendar options', () => {
  it('defaults to white, black and D60B52, a list, and every part on (seed 000 §2)', () => {
    expect(read('')).toEqual({
      options: {
        bgColor: 'FFFFFF',
        textColor: '000000',
        highlColor: 'D60B52',
        showImage: true,
        showDescription: true,
        showTicketsButton: true,
        browseByDate: true,
        showBackButton: true,
        enableSearch: true,
        defaultLayout: 'list',
        tags: [],
      },
      invalidColors: [],
    });
  });

  it('reads each option of the address', () => {
    const { options } = read(
      'bgColor=101820&textColor=%23f2aa4c&highlColor=00a86b&showImage=false&showDescription=false&showTicketsButton=false&browseByDate=false&showBackButton=false&enableSearch=false&defaultLayout=grid&tags=Jazz,%20live,,jazz',
    );
    expect(options).toEqual({
      bgColor: '101820',
      textColor: 'F2AA4C',
      highlColor: '00A86B',
      showImage: false,
      showDescription: false,
      showTicketsButton: false,
      browseByDate: false,
      showBackButton: false,
      enableSearch: false,
      defaultLayout: 'grid',
      tags: ['jazz', 'live'],
    });
    // Only 'false' turns a part off; a layout other than grid is a list.
    expect(read('showImage=true&enableSearch=no&defaultLayout=table').options).toMatchObject({ showImage: true, enableSearch: true, defaultLayout: 'list' });
  });

  it('names every colour that is no six-digit hex, rather than using its default', () => {
    expect(read('bgColor=fff&textColor=000000&highlColor=GGGGGG').invalidColors).toEqual([
      { name: 'bgColor', value: 'fff' },
      { name: 'highlColor', value: 'GGGGGG' },
    ]);
    expect(read('bgColor=').invalidColors).toEqual([{ name: 'bgColor', value: '' }]);
  });

  it('writes a link query with lowercase colours and every option, which reads back the same', () => {
    const options = { ...DEFAULT_CALENDAR_OPTIONS, bgColor: '101820', defaultLayout: 'grid' as const, showImage: false, tags: ['jazz', 'r&b'] };
    const query = calendarQuery(options);
    expect(query).toBe(
      'bgColor=101820&textColor=000000&highlColor=d60b52&showImage=false&defaultLayout=grid&showDescription=true&showTicketsButton=true&browseByDate=true&showBackButton=true&enableSearch=true&tags=jazz,r%26b',
    );
    expect(read(query)).toEqual({ options, invalidColors: [] });
    expect(calendarQuery(DEFAULT_CALENDAR_OPTIONS)).not.toContain('tags');
  });

  it('puts organizations under /calendar/o and people under /calendar/p', () => {
    expect(calendarPath({ type: 'School', username: 'riverside' })).toBe('/calendar/o/riverside');
    expect(calendarPath({ type: 'User', username: 'maya' })).toBe('/calendar/p/maya');
  });
});
