// `import '…?preview'` bundles a copy of a script under another module id, so a page that shares it
// with a public page does not turn it into a chunk both request (see the article preview page).
declare module '*?preview' {}
