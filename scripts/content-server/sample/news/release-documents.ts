/**
 * Release documents as a newswire distributes them (NewsArticle.releaseHtml), for three of the
 * investor-relations releases, so the release extractors (src/html/release.ts) run in every build:
 * an ad-hoc release whose body sits in a known container (financial extractor, by selector), one on
 * a table-layout portal page found by its keyword (financial extractor, by keyword), and a
 * plain-text wire release in a <pre> block (no financial body: the press extractor's <pre>
 * fallback). The wire and its hosts are fictional (.example).
 */

/** Ad-hoc release: revenue guidance 2024 (body in `.announcement-body`). */
export const guidanceRelease = `<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Ad-hoc release: Vantoro Process Systems SE raises revenue guidance for fiscal year 2024</title>
  <base href="https://newswire.example/adhoc/2024/07/">
  <link rel="stylesheet" href="/assets/wire.css">
  <style>.announcement-body table { width: 100%; border-collapse: collapse; }</style>
  <script>window.wireStats = { release: 'VNT-ADHOC-2024-07-18' };</script>
</head>
<body>
  <header class="wire-header"><a href="/" class="logo">Newswire</a> <nav><a href="/adhoc/">Ad-hoc releases</a> <a href="/search">Search</a></nav></header>
  <div class="page">
    <p class="release-type">Ad-hoc release pursuant to Art. 17 MAR</p>
    <div class="announcement-body">
      <h1>Vantoro Process Systems SE raises revenue guidance for fiscal year 2024</h1>
      <p><strong>Garching, 18 July 2024</strong> – The Management Board of Vantoro Process Systems SE today resolved to raise the revenue guidance for fiscal year 2024 to EUR 410 to 430 million (previously EUR 380 to 400 million).</p>
      <p>The reason is order intake of EUR 142 million in the second quarter of 2024, driven by orders for wafer bonders for advanced packaging. The EBIT margin is still expected at 12 to 14 %.</p>
      <p>&nbsp;</p>
      <table>
        <tr><th>Guidance 2024</th><th>New</th><th>Previous</th></tr>
        <tr><td>Revenue</td><td>EUR 410–430 million</td><td>EUR 380–400 million</td></tr>
        <tr><td>EBIT margin</td><td>12–14 %</td><td>12–14 %</td></tr>
      </table>
      <p>The half-year report 2024 will be published on <a href="https://ir.vantoro.example/en/financial-calendar">8 August 2024</a>.</p>
      <p>Contact: Vantoro Process Systems SE, Investor Relations, <a href="mailto:ir@vantoro.example">ir@vantoro.example</a></p>
      <div class="spacer"><span></span></div>
    </div>
    <p class="disclaimer">End of the inside information. The issuer is solely responsible for the content of this announcement.</p>
  </div>
  <footer class="wire-footer">© Newswire · <a href="/imprint">Imprint</a></footer>
  <script src="/assets/wire.js" async></script>
</body>
</html>
`;

/** Ad-hoc release: dividend proposal (a table-layout portal page; no known container). */
export const dividendRelease = `<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">
<html lang="en">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<title>Vantoro Process Systems SE: Dividend proposal for fiscal year 2025</title>
<style type="text/css">#wrapper { width: 960px } .col-left { float: left; width: 200px }</style>
<script type="text/javascript" src="https://portal.example/analytics.js"></script>
</head>
<body>
<div id="wrapper">
  <div class="col-left">
    <div class="box">Share: 24.6 m shares · ISIN DE000VNT0000</div>
    <ul class="menu"><li><a href="https://portal.example/issuers/vantoro/">Issuer profile</a></li><li><a href="https://portal.example/calendar/">Financial calendar</a></li></ul>
  </div>
  <div class="col-main">
    <div class="text">
      <p><b>Vantoro Process Systems SE: Dividend proposal for fiscal year 2025</b></p>
      <p>Garching, 19 March 2026 – The Management Board and the Supervisory Board of Vantoro Process Systems SE will propose to the Annual General Meeting on 18 June 2026 a dividend of EUR 0.45 per share entitled to dividend (previous year: EUR 0.30).</p>
      <p>The total distribution thus amounts to around EUR 11.1 million.</p>
      <p><span style="display:none"></span></p>
      <noscript><img src="https://portal.example/pixel.gif" alt=""></noscript>
    </div>
  </div>
  <div class="footer">Disclaimer: the issuer is solely responsible for the content of this announcement. <a href="https://portal.example/imprint">Imprint</a></div>
</div>
</body>
</html>
`;

/** Press release of the Capital Markets Day, from a wire's plain-text service (body in <pre>). */
export const capitalMarketsDayRelease = `<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">
<html lang="en">
<head>
<title>Vantoro Process Systems SE: Capital Markets Day 2023</title>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8">
</head>
<body bgcolor="#ffffff">
<p><font face="Arial" size="2">Newswire plain-text service</font></p>
<pre>
Vantoro Process Systems SE: Vantoro presents its 2028 strategy

Frankfurt, 22 November 2023

At its Capital Markets Day in Frankfurt, Vantoro Process Systems SE
presented its 2028 strategy: a revenue target of EUR 600 million with
a focus on advanced packaging and 3D integration.

Three growth areas: hybrid bonding, coating for fan-out packaging and
closed-loop metrology.

---------------------------------------------------------------------

Contact:
Vantoro Process Systems SE, Investor Relations
E-mail: ir@vantoro.example

---------------------------------------------------------------------
End of release
</pre>
</body>
</html>
`;
