/** One page: the cards (written out rather than with `index()`, whose package lives with the web app). */
export default [{ id: 'routes/cards', file: 'routes/cards.tsx', index: true }];
