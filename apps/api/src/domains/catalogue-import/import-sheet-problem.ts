/** Why a file cannot be read at all (as opposed to a bad row). */
export class SheetProblem extends Error {
  constructor(
    readonly code: 'unreadable' | 'unpackedTooLarge' | 'noArticleColumn' | 'duplicateColumn' | 'tooManyRows' | 'empty',
    readonly params: Record<string, string | number> = {},
  ) {
    super(code);
  }
}
