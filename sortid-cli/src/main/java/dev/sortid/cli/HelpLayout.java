package dev.sortid.cli;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine;
import picocli.CommandLine.Help;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;
import picocli.CommandLine.Model.UsageMessageSpec;

/**
 * Lays out the description, the parameter and option lists and the footer of every command's help,
 * wrapping lines only at spaces: a URL ({@code jdbc:h2:/tmp/sortid-leases}), a property name
 * ({@code sortid.scru64.nodeSpec}), a path or a time ({@code +01:00}) is never cut, unlike
 * picocli's own wrapping, which breaks after {@code :}, {@code .} and {@code /}. A word longer than
 * the line stays whole and overflows it.
 *
 * <p>Footer lines that begin with {@code " sortid "} are examples: they are never wrapped, so that
 * each can be copied as it stands. A footer line of the form {@code " TERM definition"} (two or
 * more spaces after the term, as in the exit statuses) continues under its definition; other
 * indented lines continue under their first word.
 */
final class HelpLayout {
  /** Options and parameters: the widest label that keeps its description on the same line. */
  private static final int LABEL_MAX = 26;

  /** Spaces between a label and its description. */
  private static final int GAP = 3;

  /** Continuation lines of a description: this much deeper than its first line. */
  private static final int HANGING = 2;

  private static final String EXAMPLE = "  sortid ";

  /** An indented term, then two or more spaces, then its definition. */
  private static final Pattern TERM = Pattern.compile("^ +\\S+(?: \\S+)*? {2,}(?=\\S)");

  private HelpLayout() {}

  /** Installs the layout on the command and its subcommands. */
  static void install(CommandLine cli) {
    var sections = cli.getHelpSectionMap();
    sections.put(UsageMessageSpec.SECTION_KEY_DESCRIPTION, HelpLayout::description);
    sections.put(UsageMessageSpec.SECTION_KEY_PARAMETER_LIST, HelpLayout::parameters);
    sections.put(UsageMessageSpec.SECTION_KEY_OPTION_LIST, HelpLayout::options);
    sections.put(UsageMessageSpec.SECTION_KEY_COMMAND_LIST, HelpLayout::commands);
    sections.put(UsageMessageSpec.SECTION_KEY_FOOTER, HelpLayout::footer);
    cli.setHelpSectionMap(sections);
    cli.getSubcommands().values().forEach(HelpLayout::install);
  }

  private static String description(Help help) {
    StringBuilder out = new StringBuilder();
    for (String text : help.commandSpec().usageMessage().description()) {
      for (String paragraph : paragraphs(text)) {
        lines(out, "", paragraph, 0, width(help));
      }
    }
    return out.toString();
  }

  /**
   * The paragraphs of a text: picocli's own commands (help, generate-completion) write a line break
   * as {@code %n}, a format specifier that this layout, which formats nothing, splits at.
   */
  static List<String> paragraphs(String text) {
    List<String> paragraphs = new ArrayList<>();
    for (String paragraph : text.split("%n")) {
      if (!paragraph.isBlank()) {
        paragraphs.add(paragraph);
      }
    }
    return paragraphs;
  }

  private static String footer(Help help) {
    StringBuilder out = new StringBuilder();
    int width = width(help);
    for (String line : help.commandSpec().usageMessage().footer()) {
      if (line.startsWith(EXAMPLE) || line.isBlank()) {
        out.append(line.stripTrailing()).append('\n');
        continue;
      }
      Matcher term = TERM.matcher(line);
      if (term.find()) {
        lines(out, line.substring(0, term.end()), line.substring(term.end()), term.end(), width);
      } else {
        int indent = line.length() - line.stripLeading().length();
        lines(out, line.substring(0, indent), line, indent == 0 ? 0 : indent + HANGING, width);
      }
    }
    return out.toString();
  }

  /** The subcommands, each with its header, or else the first line of its description. */
  private static String commands(Help help) {
    var subcommands = help.commandSpec().subcommands();
    int widest = 0;
    for (String name : subcommands.keySet()) {
      widest = Math.max(widest, name.length() + 2);
    }
    int column = Math.min(widest, LABEL_MAX) + GAP;
    StringBuilder out = new StringBuilder();
    for (var entry : subcommands.entrySet()) {
      UsageMessageSpec usage = entry.getValue().getCommandSpec().usageMessage();
      if (usage.hidden()) {
        continue;
      }
      String[] summary = usage.header().length > 0 ? usage.header() : usage.description();
      entry(out, "  " + entry.getKey(), summary.length > 0 ? summary[0] : "", column, width(help));
    }
    return out.toString();
  }

  private static String parameters(Help help) {
    List<PositionalParamSpec> parameters = new ArrayList<>();
    for (PositionalParamSpec p : help.commandSpec().positionalParameters()) {
      if (!p.hidden()) {
        parameters.add(p);
      }
    }
    StringBuilder out = new StringBuilder();
    int column = descriptionColumn(help.commandSpec());
    for (PositionalParamSpec p : parameters) {
      entry(out, label(p), p, column, width(help));
    }
    return out.toString();
  }

  private static String options(Help help) {
    List<OptionSpec> options = visibleOptions(help.commandSpec());
    options.sort(
        Comparator.comparing((OptionSpec o) -> sortKey(o).toLowerCase(Locale.ROOT))
            .thenComparing(HelpLayout::sortKey));
    StringBuilder out = new StringBuilder();
    int column = descriptionColumn(help.commandSpec());
    for (OptionSpec o : options) {
      entry(out, label(o), o, column, width(help));
    }
    return out.toString();
  }

  private static List<OptionSpec> visibleOptions(CommandSpec spec) {
    List<OptionSpec> options = new ArrayList<>();
    for (OptionSpec o : spec.options()) {
      if (!o.hidden()) {
        options.add(o);
      }
    }
    return options;
  }

  /**
   * Options sort by their shortest name without dashes, case aside: -h between --format and --json.
   */
  private static String sortKey(OptionSpec o) {
    return o.shortestName().replaceFirst("^-+", "");
  }

  /** Where descriptions start: after the widest label (at most {@link #LABEL_MAX}) and a gap. */
  private static int descriptionColumn(CommandSpec spec) {
    int widest = 0;
    for (OptionSpec o : visibleOptions(spec)) {
      widest = Math.max(widest, label(o).length());
    }
    for (PositionalParamSpec p : spec.positionalParameters()) {
      if (!p.hidden()) {
        widest = Math.max(widest, label(p).length());
      }
    }
    return Math.min(widest, LABEL_MAX) + GAP;
  }

  /** {@code " -n, --count=N"}, {@code " --at=TIME"}: picocli's columns. */
  static String label(OptionSpec o) {
    String shortName = null;
    String longName = null;
    for (String name : o.names()) {
      if (name.length() == 2 && name.charAt(0) == '-' && name.charAt(1) != '-') {
        shortName = shortName == null ? name : shortName;
      } else {
        longName = longName == null ? name : longName;
      }
    }
    StringBuilder label = new StringBuilder("  ");
    label.append(shortName == null ? "  " : shortName);
    if (longName != null) {
      label.append(shortName == null ? "  " : ", ").append(longName);
    }
    if (o.arity().max() > 0) {
      label.append('=').append(o.paramLabel());
    }
    return label.toString();
  }

  /** {@code " [SCHEME]"}, {@code " [ID...]"}. */
  static String label(PositionalParamSpec p) {
    String name = p.paramLabel() + (p.arity().max() > 1 ? "..." : "");
    return "      " + (p.arity().min() == 0 ? "[" + name + "]" : name);
  }

  private static void entry(StringBuilder out, String label, ArgSpec arg, int column, int width) {
    entry(out, label, arg.description(), column, width);
  }

  private static void entry(
      StringBuilder out, String label, String description, int column, int width) {
    entry(
        out,
        label,
        description.isEmpty() ? new String[0] : new String[] {description},
        column,
        width);
  }

  private static void entry(
      StringBuilder out, String label, String[] description, int column, int width) {
    out.append(label);
    int position = label.length();
    if (position + 1 >= column) { // too wide: the description starts on the next line
      out.append('\n');
      position = 0;
    }
    List<String> paragraphs = new ArrayList<>();
    for (String text : description) {
      paragraphs.addAll(paragraphs(text));
    }
    boolean first = true;
    for (String paragraph : paragraphs) {
      StringBuilder lines = new StringBuilder();
      lines(lines, " ".repeat(column), paragraph, column + HANGING, width);
      String text = lines.toString();
      if (first) {
        out.append(" ".repeat(column - position)).append(text.substring(column));
        first = false;
      } else {
        out.append(text);
      }
    }
    if (first) {
      out.append('\n');
    }
  }

  /**
   * Appends {@code text} in lines of at most {@code width} chars, broken at spaces only: the first
   * line after {@code prefix}, the others indented by {@code hanging}.
   */
  static void lines(StringBuilder out, String prefix, String text, int hanging, int width) {
    int lineStart = out.length();
    out.append(prefix);
    boolean empty = true;
    for (String word : text.strip().split(" +")) {
      int length = out.length() - lineStart;
      if (!empty && length + 1 + word.length() > width) {
        out.append('\n');
        lineStart = out.length();
        out.append(" ".repeat(hanging));
        empty = true;
      }
      if (!empty) {
        out.append(' ');
      }
      out.append(word);
      empty = false;
    }
    out.append('\n');
  }

  private static int width(Help help) {
    return help.commandSpec().usageMessage().width();
  }
}
