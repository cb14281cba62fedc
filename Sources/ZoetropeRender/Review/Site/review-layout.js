// Zoetrope review page: the layout pass and its report. Chart labels that would collide are moved apart, and the
// page measures itself (overlapping labels, labels outside their panel or the window, each chart's plot width) for
// the layout tests and for `chromium --dump-dom`. No dependencies, no network. Loaded before review.js, which calls
// `zoetropeLayout.schedule()` whenever the layout may have changed.
(function () {
  "use strict";

  var root = document.documentElement;

  // Chart labels that would collide: tick labels that would touch the one before are thinned out; an interaction's
  // label that would pass the chart's right edge goes to the left of its line; labels that would overlap go to
  // another lane below.
  function layoutCharts() {
    document.querySelectorAll(".chart").forEach(function (chart) {
      var body = chart.querySelector(".chart-body");
      var overlay = chart.querySelector(".chart-overlay:not(.under)");
      if (!body || !overlay) return;
      var limit = body.getBoundingClientRect(), plot = overlay.getBoundingClientRect();
      var shownRight = -Infinity;
      chart.querySelectorAll(".axis-ticks span").forEach(function (tick) {
        tick.classList.remove("thin");
        var box = tick.getBoundingClientRect();
        if (box.left < shownRight + 6) tick.classList.add("thin"); else shownRight = box.right;
      });
      var labels = Array.prototype.slice.call(chart.querySelectorAll(".event-label"));
      labels.forEach(function (label) {
        label.classList.remove("flip");
        label.style.top = "";
        label.style.maxWidth = Math.max(40, plot.width - 8) + "px";
        if (label.getBoundingClientRect().right > limit.right - 2) label.classList.add("flip");
      });
      var lanes = [];
      labels.map(function (label) { return { label: label, box: label.getBoundingClientRect() }; })
        .sort(function (a, b) { return a.box.left - b.box.left; })
        .forEach(function (entry) {
          var lane = 0;
          while (lane < lanes.length && lanes[lane] + 6 > entry.box.left) lane += 1;
          lanes[lane] = entry.box.right;
          entry.label.style.top = (2 + lane * 17) + "px";
        });
      chart.style.setProperty("--lanes", String(Math.max(1, lanes.length)));
    });
  }

  // What the layout test reads (and `chromium --dump-dom` shows in #layout-report): labels that overlap, labels
  // outside their panel or the window, and each timing chart's plot width beside the chart's.
  var LABELS = [".masthead h1 span", ".meta", ".toc a", ".view-toggles button", ".view-toggles .switch",
    ".caption-top a", ".caption-top output", ".screen figcaption > span:last-child", ".controls button",
    ".controls .switch", ".readout output", ".hint", ".chart figcaption a", ".chart figcaption .summary", ".chapter-chip",
    ".axis-ticks span", ".event-label", ".row-property", ".row-view", ".legend-animations li", ".legend-marks span",
    ".scene-head h2", ".scene-head p", ".chapter-number", ".chapter-title h4", ".chapter-title p", ".chapter-head button",
    ".clip-controls button", ".clip-time", ".finding-kind", ".finding-head button", ".block > h3", ".block-head h3",
    ".block-head .button", ".block-head .switch"].join(", ");

  function describe(element) {
    return (element.className && typeof element.className === "string" ? "." + element.className.split(" ")[0] : element.tagName.toLowerCase())
      + " \"" + (element.textContent || "").trim().slice(0, 40) + "\"";
  }

  function layoutReport() {
    var elements = Array.prototype.filter.call(document.querySelectorAll(LABELS), function (element) {
      var box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== "hidden";
    });
    var boxes = elements.map(function (element) { return element.getBoundingClientRect(); });
    var overlaps = [], overflows = [];
    for (var i = 0; i < elements.length; i += 1) {
      for (var j = i + 1; j < elements.length; j += 1) {
        if (elements[i].contains(elements[j]) || elements[j].contains(elements[i])) continue;
        var a = boxes[i], b = boxes[j];
        var w = Math.min(a.right, b.right) - Math.max(a.left, b.left), h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (w > 1 && h > 1) overlaps.push(describe(elements[i]) + " overlaps " + describe(elements[j]));
      }
      var card = elements[i].closest(".panel, .masthead .wrap");
      var box = boxes[i], outer = card ? card.getBoundingClientRect() : null;
      if (box.left < -1 || box.right > window.innerWidth + 1 || (outer && (box.left < outer.left - 1 || box.right > outer.right + 1))) {
        overflows.push(describe(elements[i]) + " passes its panel (" + Math.round(box.left) + "–" + Math.round(box.right) + " px)");
      }
    }
    var plots = Array.prototype.map.call(document.querySelectorAll(".chart"), function (chart) {
      return { scene: chart.querySelector("figcaption a").textContent,
               chart: Math.round(chart.querySelector(".chart-body").getBoundingClientRect().width),
               plot: Math.round(chart.querySelector(".chart-overlay:not(.under)").getBoundingClientRect().width) };
    });
    var result = { width: window.innerWidth, scrollWidth: document.documentElement.scrollWidth, labels: elements.length,
                   overlaps: overlaps, overflows: overflows, plots: plots };
    var out = document.getElementById("layout-report");
    if (!out) {
      out = document.createElement("pre");
      out.id = "layout-report";
      out.hidden = true;
      document.body.appendChild(out);
    }
    out.textContent = JSON.stringify(result);
    root.dataset.layout = overlaps.length || overflows.length || result.scrollWidth > result.width ? "problems" : "ok";
    return result;
  }

  var layoutPending = false;
  function schedule() {
    if (layoutPending) return;
    layoutPending = true;
    requestAnimationFrame(function () {
      layoutPending = false;
      layoutCharts();
      layoutReport();
    });
  }
  window.zoetropeLayout = { schedule: schedule, layout: function () { layoutCharts(); return layoutReport(); } };
})();
