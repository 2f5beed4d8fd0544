// The API package's entry: the one module the web's server may import.
export const shopApi = 'entry';
