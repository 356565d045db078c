// Image files are webpack assets: importing one gives its URL (Jest maps them to a stub path).
declare module '*.svg' {
  const url: string;
  export default url;
}

// A library's own stylesheet (FullCalendar's) is imported for its side effect: style-loader injects it.
declare module '*.css';
