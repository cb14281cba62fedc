import Foundation
import ZoetropeSystem

/// The preview's additions to the review page: the script every served `index.html` loads, and the page shown
/// before the first render.
enum PreviewPage {
    /// `index.html` with the preview's script before `</body>`, told which render the page shows.
    static func injectingScript(into html: String, render: Int) -> String {
        let tag = "<script src=\"/_preview/preview.js\" data-render=\"\(render)\"></script>\n"
        guard let end = html.range(of: "</body>", options: .backwards) else { return html + tag }
        return html.replacingCharacters(in: end.lowerBound..<end.lowerBound, with: tag)
    }

    /// The page at `/` before anything has been rendered: what is being built, and the errors once the status has
    /// them (the script fills them in and loads the review as soon as there is one).
    static func waiting(_ status: PreviewStatus) -> String {
        let files = status.files.map { URL(fileURLWithPath: $0).lastPathComponent }.joined(separator: ", ")
        return """
            <!doctype html>
            <html lang="en" data-status="loading">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>Preview · \(Markup.text(files))</title>
            <style>body { font: 15px/1.5 system-ui, sans-serif; margin: 0; color: #1d1d1f; }
            main { max-width: 720px; margin: 64px auto; padding: 0 24px; }</style>
            </head>
            <body>
            <main><h1>Preview of \(Markup.text(files))</h1>
            <p>Nothing has been rendered yet. This page shows the review as soon as the files build and render.</p></main>
            \(injectingScript(into: "", render: 0))</body>
            </html>

            """
    }

    /// Follows `/_preview/events`: reloads the page when a newer render is served (at the same time in the player and
    /// the same scroll position), shows a banner while rebuilding, and the compile errors at the user's files and
    /// lines when a build fails, over the last good render. `<html data-preview>` says the state (`rendering`,
    /// `ready`, `failed`, `stopped`), `data-preview-render` the render shown.
    static let script = """
        // zoetrope preview: keeps this page on the latest render of the files being edited.
        (function () {
          "use strict";
          var root = document.documentElement;
          var script = document.currentScript;
          var shown = parseInt(script && script.dataset.render, 10) || 0;
          root.dataset.previewRender = String(shown);
          var key = "zoetrope-preview-scroll";
          var saved = sessionStorage.getItem(key);
          if (saved !== null) {
            sessionStorage.removeItem(key);
            window.addEventListener("load", function () { window.scrollTo(0, parseFloat(saved) || 0); });
          }

          var style = document.createElement("style");
          style.textContent = [
            "#zoetrope-preview { position: sticky; top: 0; z-index: 1000; font: 13px/1.45 ui-monospace, SFMono-Regular, Menlo, monospace; }",
            "#zoetrope-preview[hidden] { display: none; }",
            "#zoetrope-preview .zoetrope-preview-bar { padding: 8px 16px; color: #fff; background: #3a3a3c; }",
            "#zoetrope-preview[data-state=failed] .zoetrope-preview-bar { background: #c4281c; }",
            "#zoetrope-preview ul { margin: 6px 0 0; padding: 0 0 0 18px; }",
            "#zoetrope-preview pre { margin: 6px 0 0; white-space: pre-wrap; max-height: 40vh; overflow: auto; }",
            "#zoetrope-preview .place { font-weight: 600; }"
          ].join("\\n");
          document.head.appendChild(style);
          var banner = document.createElement("div");
          banner.id = "zoetrope-preview";
          banner.setAttribute("role", "status");
          banner.hidden = true;
          var bar = document.createElement("div");
          bar.className = "zoetrope-preview-bar";
          banner.appendChild(bar);
          document.body.insertBefore(banner, document.body.firstChild);

          function names(files) {
            return (files || []).map(function (file) { return file.split("/").pop(); }).join(", ");
          }

          function reload() {
            var player = window.zoetropePlayer;
            var hash = location.hash;
            if (player && player.fps) hash = "#t=" + (player.frame / player.fps).toFixed(6);
            sessionStorage.setItem(key, String(window.scrollY));
            history.replaceState(null, "", location.pathname + location.search + hash);
            location.reload();
          }

          function show(status) {
            root.dataset.preview = status.state;
            if (status.render > 0 && status.render !== shown) { reload(); return; }
            banner.dataset.state = status.state;
            bar.textContent = "";
            if (status.state === "ready") { banner.hidden = true; return; }
            banner.hidden = false;
            var heading = document.createElement("strong");
            bar.appendChild(heading);
            if (status.state === "rendering") {
              heading.textContent = "Rebuilding " + names(status.files) + "…";
              return;
            }
            if (status.state === "stopped") {
              heading.textContent = "The preview has stopped: run zoetrope preview again to follow your edits.";
              return;
            }
            heading.textContent = (status.errors.length ? "Compile error" + (status.errors.length > 1 ? "s" : "") : "The render failed") +
              (shown > 0 ? " — the page shows the last good render" : "");
            if (status.errors.length) {
              var list = document.createElement("ul");
              status.errors.forEach(function (error) {
                var item = document.createElement("li");
                item.className = "diagnostic";
                var place = document.createElement("span");
                place.className = "place";
                place.textContent = error.file + ":" + error.line + ":" + error.column;
                item.appendChild(place);
                item.appendChild(document.createTextNode(": " + error.message));
                list.appendChild(item);
              });
              bar.appendChild(list);
            } else {
              var text = document.createElement("pre");
              text.textContent = status.message;
              bar.appendChild(text);
            }
          }

          var events = new EventSource("/_preview/events");
          events.addEventListener("status", function (event) { show(JSON.parse(event.data)); });
          events.addEventListener("error", function () {
            if (events.readyState !== EventSource.OPEN) show({ state: "stopped", render: shown, errors: [], files: [] });
          });
        })();

        """
}
